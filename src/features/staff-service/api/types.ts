// The answers of the service_center calls this flow makes (spec 3, sections 3 and 7), as the
// REST contract declares them; what is sent to submit-service/ is kept in the queue's record.
import type * as z from 'zod/mini'
import type {
  couponGroup,
  customerCar,
  customerInfo,
} from '#shared/contracts/rest/service-center/customers.ts'

export type CustomerCar = z.output<typeof customerCar>
export type CustomerInfo = z.output<typeof customerInfo>
export type CouponGroup = z.output<typeof couponGroup>
export type CouponLine = CouponGroup['orders'][number]
export type { ServicePayload } from '#shared/protocols/submission-record.ts'

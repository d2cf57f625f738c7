// The answers of the service_center calls this flow makes (spec 3, sections 3 and 7), as the
// REST contract declares them, and what is sent to submit-service/.
import type * as z from 'zod/mini'
import type {
  couponGroup,
  customerCar,
  customerInfo,
} from '#shared/contracts/rest/service-center/customers.ts'
import type { newService } from '#shared/contracts/rest/service-center/services.ts'

export type CustomerCar = z.output<typeof customerCar>
export type CustomerInfo = z.output<typeof customerInfo>
export type CouponGroup = z.output<typeof couponGroup>
export type CouponLine = CouponGroup['orders'][number]

// One line id or several: a bill may use more than one coupon.
export type ServicePayload = Required<
  Omit<z.input<typeof newService>, 'code' | 'order_line_id'>
> & {
  order_line_id: number[]
}

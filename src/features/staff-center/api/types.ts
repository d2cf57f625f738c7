// The answers of the staff list calls (spec 3, sections 3 and 7), as the REST contract
// declares them, and a page of a list as the screens read it.
import type * as z from 'zod/mini'
import type {
  appointment,
  centerCategory,
} from '#shared/contracts/rest/service-center/appointments.ts'
import type { centerCustomer } from '#shared/contracts/rest/service-center/customers.ts'
import type { employee } from '#shared/contracts/rest/service-center/employees.ts'
import type {
  serviceDetail,
  serviceSummary,
  serviceTotals,
} from '#shared/contracts/rest/service-center/services.ts'
import type { stockRow } from '#shared/contracts/rest/service-center/stock.ts'

export type Appointment = z.output<typeof appointment>
export type Category = z.output<typeof centerCategory>
export type ServiceSummary = z.output<typeof serviceSummary>
export type ServiceTotals = z.output<typeof serviceTotals>
export type ServiceDetail = z.output<typeof serviceDetail>
export type StockRow = z.output<typeof stockRow>
export type Employee = z.output<typeof employee>
export type CenterCustomer = z.output<typeof centerCustomer>

// One page of a list: its rows, the next page (null at the end) and how many pages there are.
export interface Page<T, E = undefined> {
  items: T[]
  page: number
  pages: number
  count: number
  next: number | null
  extra: E
}

// The customer a staff member serves (load-customer-info/, load-orders/) and the people the
// center served (load-customers/). Staff of an active center only.
import * as z from 'zod/mini'
import { okAnswer, pagedAnswer } from '../answers.ts'
import { fullPhone, pageSize, trimmed } from '../fields.ts'
import { routeGroup } from '../route-group.ts'
import { limit, page, search } from './staff-lists.ts'

const staff = routeGroup('service_center/', 'staff')

export const customerCar = z.object({
  user_car_id: z.number(),
  car_name: z.string(),
  year: z.number(),
  model_id: z.number(),
  brand_id: z.number(),
  type_id: z.number(),
})

export const customerInfo = z.object({
  username: z.string(),
  mobile_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  cars: z.array(customerCar),
  is_coupon: z.boolean(),
})

const lookup = z.object({ mobile_number: fullPhone })

export const loadCustomerInfo = staff.get('load-customer-info/', {
  summary: 'The customer with this phone: name, cars (oldest first) and whether they hold coupons.',
  query: lookup,
  answer: okAnswer(customerInfo),
})

export const nameCustomer = staff.post('load-customer-info/', {
  summary: 'Gives a name to a customer who has none (a name is never changed).',
  body: z.object({
    mobile_number: fullPhone,
    first_name: z._default(trimmed(60), ''),
    last_name: z._default(trimmed(60), ''),
  }),
  answer: okAnswer(customerInfo),
})

export const couponGroup = z.object({
  category: z.object({ id: z.number(), name: z.string(), image: z.string() }),
  service_count: z.number(),
  orders: z.array(
    z.object({
      order_line_id: z.number(),
      // In the language asked, and in both, so a service recorded in one reads in the other.
      order_name: z.string(),
      order_name_en: z.string(),
      order_name_ar: z.string(),
      delivery_type: z.string(),
      quantity: z.number(),
      expired_at: z.nullable(z.string()),
    }),
  ),
})

export const loadOrders = staff.get('load-orders/', {
  summary: 'The customer’s coupons (services bought and not used yet), by category.',
  query: lookup,
  answer: okAnswer(z.array(couponGroup)),
})

export const CUSTOMERS_PAGE_SIZE = 20

export const centerCustomer = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  number_of_services: z.number(),
  last_visit: z.string(),
})

export const loadCustomers = staff.get('load-customers/', {
  summary: 'The people the center served, most recent visit first, searchable by name or phone.',
  query: z.object({ q: search, page, limit: limit(CUSTOMERS_PAGE_SIZE) }),
  answer: pagedAnswer(centerCustomer),
})

// Priming (decision 174): what the app keeps on the device to record a service offline for any
// customer the center may serve.
export const KNOWN_CUSTOMERS_PAGE_SIZE = 100

const knownCustomer = z.object({ customer: customerInfo, orders: z.array(couponGroup) })

export const loadKnownCustomers = staff.get('known-customers/', {
  summary:
    'The customers the center may serve (looked up or billed there, or holding coupons), latest first, each as load-customer-info/ and load-orders/ answer: what the app keeps on the device to record services offline.',
  query: z.object({ page, limit: pageSize(200, KNOWN_CUSTOMERS_PAGE_SIZE) }),
  answer: pagedAnswer(knownCustomer),
})

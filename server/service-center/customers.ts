// The customer a staff member looks up by phone: name, cars (oldest first, so the last one is
// the newest, which the app preselects) and whether they hold coupons.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { couponLinesOf, hasUsableCoupon, type CouponLine } from './coupon-orders.ts'
import { RuleError } from './rule-error.ts'
import { msg } from '../i18n/message.ts'

export interface Customer {
  id: number
  phone: string
  firstName: string
  lastName: string
}

export interface CustomerCar {
  user_car_id: number
  car_name: string
  year: number
  model_id: number
  brand_id: number
  type_id: number
}

export interface CustomerInfo {
  username: string
  mobile_number: string
  first_name: string
  last_name: string
  full_name: string
  cars: CustomerCar[]
  is_coupon: boolean
}

async function findCustomer(db: Db, phone: string): Promise<Customer | undefined> {
  const row = await db.one<{ id: number; phone: string; first_name: string; last_name: string }>(
    'select id, phone, first_name, last_name from users where phone = $1 and is_active',
    [phone],
  )
  return row
    ? { id: row.id, phone: row.phone, firstName: row.first_name, lastName: row.last_name }
    : undefined
}

const noSuchCustomer = () => new RuleError(404, msg('No customer is registered with this number.'))

export async function requireCustomer(db: Db, phone: string): Promise<Customer> {
  const customer = await findCustomer(db, phone)
  if (!customer) throw noSuchCustomer()
  return customer
}

// The customer and whose the car is, in one question (recording a service asks both).
export async function requireCustomerAndCarOwner(
  db: Db,
  phone: string,
  userCarId: number,
): Promise<{ customer: Customer; carOwnerId: number | null }> {
  const row = await db.one<{
    id: number
    phone: string
    first_name: string
    last_name: string
    car_owner: number | null
  }>(
    `select u.id, u.phone, u.first_name, u.last_name,
            (select uc.user_id from user_cars uc where uc.id = $2) as car_owner
       from users u where u.phone = $1 and u.is_active`,
    [phone, userCarId],
  )
  if (!row) throw noSuchCustomer()
  return {
    customer: { id: row.id, phone: row.phone, firstName: row.first_name, lastName: row.last_name },
    carOwnerId: row.car_owner,
  }
}

interface CarRow {
  id: number
  user_id: number
  year: number
  model_id: number
  brand_id: number
  type_id: number
  model_en: string
  model_ar: string
  brand_en: string
  brand_ar: string
}

export function carName(
  row: Pick<CarRow, 'brand_en' | 'brand_ar' | 'model_en' | 'model_ar'>,
  language: Language,
) {
  return pick(language, `${row.brand_en} ${row.model_en}`, `${row.brand_ar} ${row.model_ar}`)
}

const carSelect = `select uc.id, uc.user_id, uc.year, m.id as model_id, b.id as brand_id, b.type_id,
       m.name_en as model_en, m.name_ar as model_ar, b.name_en as brand_en, b.name_ar as brand_ar
  from user_cars uc join car_models m on m.id = uc.model_id join car_brands b on b.id = m.brand_id`

function toCustomerCar(row: CarRow, language: Language): CustomerCar {
  return {
    user_car_id: row.id,
    car_name: carName(row, language),
    year: row.year,
    model_id: row.model_id,
    brand_id: row.brand_id,
    type_id: row.type_id,
  }
}

async function carsOf(db: Db, customerId: number, language: Language) {
  return (await carsOfMany(db, [customerId], language)).get(customerId) ?? []
}

// The cars of several customers in one question, by customer, oldest first.
export async function carsOfMany(
  db: Db,
  customerIds: readonly number[],
  language: Language,
): Promise<Map<number, CustomerCar[]>> {
  const rows = await db.query<CarRow>(
    `${carSelect} where uc.user_id in (select value::int from jsonb_array_elements_text($1::jsonb))
      order by uc.created_at, uc.id`,
    [customerIds],
  )
  const byCustomer = new Map<number, CustomerCar[]>()
  for (const row of rows) {
    byCustomer.set(row.user_id, [
      ...(byCustomer.get(row.user_id) ?? []),
      toCustomerCar(row, language),
    ])
  }
  return byCustomer
}

export async function carById(db: Db, userCarId: number, language: Language) {
  const row = await db.one<CarRow>(`${carSelect} where uc.id = $1`, [userCarId])
  return row ? { userId: row.user_id, car: toCustomerCar(row, language) } : undefined
}

export async function customerInfo(
  db: Db,
  customer: Customer,
  language: Language,
  now: Date = new Date(),
): Promise<CustomerInfo> {
  const [cars, lines] = await Promise.all([
    carsOf(db, customer.id, language),
    couponLinesOf(db, customer.id),
  ])
  return infoOf(customer, cars, lines, now)
}

export function infoOf(
  customer: Customer,
  cars: CustomerCar[],
  lines: readonly CouponLine[],
  now: Date,
): CustomerInfo {
  return {
    username: customer.phone,
    mobile_number: customer.phone,
    first_name: customer.firstName,
    last_name: customer.lastName,
    full_name: `${customer.firstName} ${customer.lastName}`.trim(),
    cars,
    is_coupon: hasUsableCoupon(lines, now),
  }
}

// A center's staff looked the customer up: remembered so they may then correct the customer's
// cars (see changeCarYear).
export async function recordLookup(db: Db, centerId: number, customerId: number): Promise<void> {
  await db.query(
    `insert into center_customer_lookups (center_id, user_id) values ($1, $2)
     on conflict (center_id, user_id) do update set looked_up_at = now()`,
    [centerId, customerId],
  )
}

export async function isKnownToCenter(
  db: Db,
  centerId: number,
  customerId: number,
): Promise<boolean> {
  const row = await db.one<{ known: boolean }>(
    `select exists (select 1 from center_customer_lookups where center_id = $1 and user_id = $2)
         or exists (select 1 from bills where center_id = $1 and customer_id = $2) as known`,
    [centerId, customerId],
  )
  return row?.known === true || (await couponLinesOf(db, customerId)).length > 0
}

// Staff may give a name to a customer who has none; they never rename someone.
export async function nameCustomer(
  db: Db,
  customer: Customer,
  name: { firstName: string; lastName: string },
): Promise<Customer> {
  if (`${customer.firstName}${customer.lastName}`.trim() !== '') {
    throw new RuleError(409, msg('This customer already has a name.'))
  }
  if (`${name.firstName}${name.lastName}`.trim() === '') {
    throw new RuleError(400, msg('Enter the customer’s name.'))
  }
  await db.query('update users set first_name = $2, last_name = $3 where id = $1', [
    customer.id,
    name.firstName.trim(),
    name.lastName.trim(),
  ])
  return { ...customer, firstName: name.firstName.trim(), lastName: name.lastName.trim() }
}

// Seeds the demo database: Oman's provinces and wilayats, a bilingual catalog, content
// pages, service centers, demo logins with a lived-in account, and a busy staff center.
// Everything is built in memory first (deterministic: seeded random streams, ids assigned
// here, dates relative to the moment of seeding), then written table by table in one
// transaction with one statement per few thousand rows.
import type { Db } from '../database.ts'
import { buildAppointments } from './build-appointments.ts'
import { buildCars } from './build-cars.ts'
import { buildCatalog, linkCategoryAttributes } from './build-catalog.ts'
import { buildCenterStock } from './build-center-stock.ts'
import { buildCenters } from './build-centers.ts'
import { buildContent } from './build-content.ts'
import { buildCouponCustomers } from './build-coupon-customers.ts'
import { buildDemoCustomer } from './build-demo-customer.ts'
import { buildLocations } from './build-locations.ts'
import { buildNotifications } from './build-notifications.ts'
import { buildProducts } from './build-products.ts'
import { buildShopSettings } from './build-shop-settings.ts'
import { buildStaffTeam } from './build-staff-team.ts'
import { buildWalkInBills } from './build-walk-in-bills.ts'
import { insertRows, resetSequences } from './bulk-insert.ts'
import { createClock } from './clock.ts'
import { defaultProductCount, demoCustomer, demoLogins, demoUsers, staffLookups } from './demo.ts'
import { countVoucherUses, numberOrders } from './order-builder.ts'
import { createPeople } from './people.ts'
import { createRng } from './prng.ts'
import { emptyTables, tableOrder, type SeedTables } from './tables.ts'

export interface SeedOptions {
  /** How many products to generate; 320 by default, never fewer than 240. */
  productCount?: number
  /** The moment the demo data is relative to (appointments, expiries); the present by default. */
  now?: Date
}

export function buildSeed(now: Date, options: Omit<SeedOptions, 'now'> = {}): SeedTables {
  const t = emptyTables()
  const clock = createClock(now)
  const geo = buildLocations(t)
  const catalog = buildCatalog(t)
  // Below this some leaf would have too few products for the orders and banners that use it.
  const productCount = Math.max(240, options.productCount ?? defaultProductCount)
  const products = buildProducts(t, catalog, geo, clock, productCount)
  linkCategoryAttributes(t)
  const muscat = geo.provinceBySlug.get(demoCustomer.provinceSlug)?.channel_id ?? 1
  buildContent(t, products, muscat)
  buildShopSettings(t, catalog, clock)

  const reserved = [
    ...demoLogins.map((l) => l.phone),
    staffLookups.couponCustomer.phone,
    staffLookups.namelessCustomer.phone,
    staffLookups.carlessCustomer.phone,
    staffLookups.unregisteredPhone,
  ]
  const people = createPeople(t, createRng('people'), clock, reserved)
  const cityId = (slug: string) => geo.cityBySlug.get(slug)?.id ?? 1
  const login = (
    key: keyof typeof demoUsers,
    city: string,
    extra: { email?: string; isAdmin?: boolean } = {},
  ) => {
    const l = demoUsers[key]
    return people.add({
      phone: l.phone,
      firstName: l.firstName,
      lastName: l.lastName,
      cityId: cityId(city),
      createdDaysAgo: 720,
      ...extra,
    })
  }
  login('admin', 'muscat', { isAdmin: true, email: 'admin@example.com' })
  const customer = login('customer', demoCustomer.citySlug, { email: demoCustomer.email })
  const staff = login('staff', 'bawshar')
  const inactiveStaff = login('inactiveStaff', 'al-amrat')

  const garage = buildCars(t, clock)
  const centers = buildCenters(t, geo, people, createRng('centers'), clock, {
    staff,
    inactiveStaff,
  })
  const team = buildStaffTeam(centers, people, createRng('team'))
  const account = buildDemoCustomer(t, createRng('account'), clock, {
    geo,
    products,
    garage,
    centers,
    team,
    user: customer,
  })
  const customers = buildCouponCustomers(t, createRng('coupons'), clock, {
    geo,
    products,
    garage,
    centers,
    team,
    people,
  })
  buildWalkInBills(t, createRng('walk-ins'), clock, { products, centers, team, customers })
  buildAppointments(t, createRng('appointments'), clock, { products, centers, people, customers })
  buildCenterStock(t, createRng('stock'), products, centers.staffCenter, 2)
  buildCenterStock(t, createRng('stock-inactive'), products, centers.inactiveCenter, 1)
  const khareef = t.page_slots.find((s) => s.external_url?.includes('rop.gov.om'))
  buildNotifications(t, clock, {
    products,
    account,
    customer,
    staff,
    khareefBannerId: khareef?.id ?? 1,
  })
  numberOrders(t)
  countVoucherUses(t)
  return t
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.one<{ seeded: boolean }>('select exists (select 1 from countries) as seeded')
  return row?.seeded ?? false
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const tables = buildSeed(options.now ?? new Date(), options)
  await db.transaction(async (tx) => {
    if (await isSeeded(tx)) throw new Error('the database is already seeded')
    for (const name of tableOrder) await insertRows(tx, name, tables[name])
    await resetSequences(tx, tableOrder)
    await tx.query(
      `select setval('order_numbers', coalesce((select max(number) from orders), 1000) + 1, false)`,
    )
  })
}

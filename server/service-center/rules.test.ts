import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureProducts } from '../db/seed/demo.ts'
import { silentLogger } from '../log.ts'
import { testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { checkCarYear } from './car-catalog.ts'
import { couponGroups, couponLinesOf, hasUsableCoupon, isExpired } from './coupon-orders.ts'
import { customerInfo, nameCustomer, requireCustomer } from './customers.ts'
import { isFullPhone, normalizePhone } from '#shared/domain/phone-rules.ts'
import { RuleError } from './rule-error.ts'
import { createServiceBill, verifyServiceBill } from './service-bills.ts'
import { createCouponCustomer } from './test-customers.ts'

const now = new Date('2026-06-01T10:00:00Z')
const settings = { secret: 's', lifetimeSeconds: 120, maxPerWindow: 2, windowSeconds: 900 }

describe('service-center rules', () => {
  let deps: AppDeps
  beforeAll(async () => {
    deps = await testDeps({ seeded: true })
  }, 120_000)

  it('reads phones as country code and local digits', () => {
    expect(normalizePhone('+968 9123-4567')).toBe('96891234567')
    expect(isFullPhone('96891234567')).toBe(true)
    expect(isFullPhone('9689123456')).toBe(false)
    expect(isFullPhone('971501234567')).toBe(true)
    expect(isFullPhone('4412345678')).toBe(false)
  })

  it('takes car years from 1980 to this year', () => {
    expect(() => checkCarYear(1980, now)).not.toThrow()
    expect(() => checkCarYear(2026, now)).not.toThrow()
    expect(() => checkCarYear(1979, now)).toThrow(RuleError)
    expect(() => checkCarYear(2027, now)).toThrow(RuleError)
  })

  it('counts a coupon expired from its expiry on', () => {
    expect(isExpired({ expiresAt: null }, now)).toBe(false)
    expect(isExpired({ expiresAt: new Date('2026-06-01T10:00:00Z') }, now)).toBe(true)
    expect(isExpired({ expiresAt: new Date('2026-06-02T00:00:00Z') }, now)).toBe(false)
  })

  it('holds uses of bills waiting for a code, and spends them when verified', async () => {
    const customer = await createCouponCustomer(deps.db, {
      coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 2 }],
    })
    const remaining = async () => (await couponLinesOf(deps.db, customer.id))[0]?.remaining ?? 0
    expect(await remaining()).toBe(2)
    const staff = { userId: 1, centerId: 1 }
    const codes = { log: silentLogger, settings, language: 'en' as const }
    const submission = {
      mobileNumber: customer.phone,
      orderLineIds: customer.lineIds,
      currentKilometer: 100,
      nextKilometer: 5100,
      userCarId: customer.carIds[0]!,
      messagingService: null,
    }
    const { billId } = await deps.db.transaction((tx) =>
      createServiceBill(tx, staff, submission, codes),
    )
    expect(await remaining()).toBe(1)
    const items = await deps.db.query<{ usage_limit_type: string; usage_limit: number }>(
      'select usage_limit_type, usage_limit from bill_items where bill_id = $1',
      [billId],
    )
    // The bill item carries the product's own usage terms.
    const terms = await deps.db.one<{ type: string; limit: string }>(
      `select metadata->>'usage_limit_type' as type, metadata->>'usage_limit' as limit
         from products where id = $1`,
      [fixtureProducts.carwashService.id],
    )
    expect(items).toEqual([{ usage_limit_type: terms!.type, usage_limit: Number(terms!.limit) }])
    const code = (await deps.db.one<{ code: string }>(
      'select code from outbox where phone = $1 order by id desc limit 1',
      [customer.phone],
    ))!.code
    const verified = await verifyServiceBill(
      deps.db,
      staff,
      { billId, mobileNumber: customer.phone, code },
      settings,
    )
    // The customer is told, in both languages, with the bill's rating link (decision 265).
    const token = await deps.db.one<{ token: string }>('select token from bills where id = $1', [
      billId,
    ])
    expect(verified.told?.customerId).toBe(customer.id)
    expect(verified.told?.notice.subject).toEqual({
      en: 'Service recorded on your car',
      ar: 'تم تسجيل خدمة على سيارتك',
    })
    expect(verified.told?.notice.link).toBe(`/p/${token!.token}/`)
    expect(await remaining()).toBe(1)
    const line = await deps.db.one<{ quantity_used: number }>(
      'select quantity_used from order_lines where id = $1',
      [customer.lineIds[0]],
    )
    expect(line?.quantity_used).toBe(1)
  })

  it('refuses a bill when the customer may not be sent another code, and makes nothing', async () => {
    const customer = await createCouponCustomer(deps.db, {
      coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 5 }],
    })
    const staff = { userId: 1, centerId: 1 }
    const codes = { log: silentLogger, settings, language: 'ar' as const }
    const submit = () =>
      deps.db.transaction((tx) =>
        createServiceBill(
          tx,
          staff,
          {
            mobileNumber: customer.phone,
            orderLineIds: customer.lineIds,
            currentKilometer: 0,
            nextKilometer: 0,
            userCarId: customer.carIds[0]!,
            messagingService: 'SMS',
          },
          codes,
        ),
      )
    await submit()
    await submit()
    const refused = await submit().catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RuleError)
    expect((refused as RuleError).status).toBe(429)
    expect((refused as RuleError).messageAr).toContain('رموز كثيرة')
    const bills = await deps.db.one<{ n: number }>(
      'select count(*)::int as n from bills where customer_id = $1',
      [customer.id],
    )
    expect(bills?.n).toBe(2)
  })

  it('describes a customer and names a nameless one', async () => {
    const customer = await createCouponCustomer(deps.db, {
      firstName: '',
      lastName: '',
      coupons: [{ productId: fixtureProducts.oilChangeService.id, quantity: 1, expiresInDays: -1 }],
    })
    const found = await requireCustomer(deps.db, customer.phone)
    const info = await customerInfo(deps.db, found, 'ar')
    expect(info).toMatchObject({ full_name: '', is_coupon: false })
    expect(info.cars[0]!.car_name).toBe('تويوتا كامري')
    const named = await nameCustomer(deps.db, found, { firstName: ' Salma ', lastName: '' })
    expect(named.firstName).toBe('Salma')
    await expect(nameCustomer(deps.db, named, { firstName: 'X', lastName: '' })).rejects.toThrow(
      RuleError,
    )
    const lines = await couponLinesOf(deps.db, customer.id)
    expect(hasUsableCoupon(lines, new Date())).toBe(false)
    const groups = await couponGroups(deps.db, lines, 'en', new Date())
    expect(groups[0]).toMatchObject({ category: { name: 'Engine Oil' }, service_count: 0 })
    expect(groups[0]!.orders[0]!.expired_at).not.toBeNull()
  })
})

// FAQs, shipping methods, payment gateways, vouchers and the return poll questions.
import type { Catalog } from './build-catalog.ts'
import type { Clock } from './clock.ts'
import { paymentGateways, shippingMethods } from './data/checkout-options.ts'
import { faqs } from './data/faqs.ts'
import { pollQuestionsByRoot } from './data/poll-questions.ts'
import { demoVouchers } from './demo.ts'
import type { VoucherRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

export function buildShopSettings(t: SeedTables, catalog: Catalog, clock: Clock): void {
  faqs.forEach((f, i) =>
    t.faqs.push({
      id: i + 1,
      sort: i + 1,
      question_en: f.qEn,
      question_ar: f.qAr,
      answer_en: f.aEn,
      answer_ar: f.aAr,
    }),
  )
  shippingMethods.forEach((m, i) =>
    t.shipping_methods.push({
      id: i + 1,
      name_en: m.en,
      name_ar: m.ar,
      price: m.price,
      image_url: `/media/shipping/${i + 1}.svg`,
      is_working: m.working,
      metadata: { delivery_days: m.days },
    }),
  )
  t.payment_gateways.push(...paymentGateways)
  const v = demoVouchers
  // Saleor's usage limits: none unless a demo code says so (demo.ts).
  const voucher = (
    row: Omit<VoucherRow, 'usage_limit' | 'used' | 'apply_once_per_customer'> & Partial<VoucherRow>,
  ): VoucherRow => ({ usage_limit: null, used: 0, apply_once_per_customer: false, ...row })
  t.vouchers.push(
    voucher({
      code: v.percentage.code,
      name: '10% off',
      kind: 'percentage',
      value: 10,
      min_amount: 0,
      valid_until: null,
      is_active: true,
    }),
    voucher({
      code: v.fixed.code,
      name: '2 OMR off',
      kind: 'fixed',
      value: v.fixed.value,
      min_amount: 0,
      valid_until: clock.at(365, 23, 59),
      is_active: true,
      usage_limit: v.fixed.usageLimit,
    }),
    voucher({
      code: v.expired.code,
      name: '5% off (ended)',
      kind: 'percentage',
      value: 5,
      min_amount: 0,
      valid_until: clock.at(-30, 23, 59),
      is_active: true,
    }),
    voucher({
      code: v.minimum.code,
      name: '20% off orders over 50 OMR',
      kind: 'percentage',
      value: 20,
      min_amount: v.minimum.minAmount,
      valid_until: null,
      is_active: true,
      apply_once_per_customer: v.minimum.oncePerCustomer,
    }),
    voucher({
      code: v.free.code,
      name: '100% off (demo)',
      kind: 'percentage',
      value: v.free.value,
      min_amount: 0,
      valid_until: null,
      is_active: true,
      // Once per customer, as a real shop's welcome code would be.
      apply_once_per_customer: v.free.oncePerCustomer,
    }),
    voucher({
      code: v.inactive.code,
      name: '15% off (paused)',
      kind: 'percentage',
      value: 15,
      min_amount: 0,
      valid_until: null,
      is_active: false,
    }),
  )
  for (const [rootSlug, reasons] of Object.entries(pollQuestionsByRoot)) {
    const category = catalog.categoryBySlug.get(rootSlug)
    for (const [en, ar] of reasons) {
      t.poll_questions.push({
        id: t.poll_questions.length + 1,
        category_id: category?.id ?? null,
        type: 'returned',
        text_en: en,
        text_ar: ar,
      })
    }
  }
}

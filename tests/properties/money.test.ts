// Integer money end to end, as properties over random carts: prices, quantities, catalog
// discounts, promo codes, shipping, a provider's fee and the wallet. Each step is the code that
// runs it: the server's checkout money, the wire's OMR, the app's payment plan, the server's
// quote and charge, the order completion makes, the figures every screen shows, and returns.
//   - total = lines − discounts + shipping + fee, in whole baisa;
//   - wallet part + gateway part = payable, exactly;
//   - no baisa appears or disappears through rounding (on the wire or in the formatter);
//   - the payable the app shows is the amount the server charges;
//   - refunds never exceed what was paid.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkoutMoney,
  gatewayQuote,
  orderTotals,
  type PricedLine,
  type VoucherTerms,
} from '../../server/checkout/checkout-money.ts'
import { orderAfterReturn } from '../../server/account/return-rules.ts'
import { amountDue, paymentPlan } from '../../src/features/checkout/payment/payment-plan.ts'
import { formatBaisa, formatOmr } from '../../shared/domain/format-omr.ts'
import { exactBaisa, toBaisa, toOmr } from '../../shared/domain/money.ts'
import { readAmount } from '../../shared/domain/money-input.ts'
import { orderFigures } from '../../shared/domain/order-figures.ts'
import { feeOf } from '../../shared/domain/payment-fee.ts'

const RUNS = { numRuns: 400 }

const line = fc
  .record({
    price: fc.integer({ min: 1, max: 250_000 }),
    quantity: fc.integer({ min: 1, max: 12 }),
    discount: fc.oneof(
      fc.constant({ kind: 'none', value: 0 }),
      fc.record({ kind: fc.constant('fixed'), value: fc.integer({ min: 0, max: 250_000 }) }),
      fc.record({ kind: fc.constant('percentage'), value: fc.integer({ min: 0, max: 100 }) }),
    ),
  })
  .map(({ price, quantity, discount }): PricedLine => ({
    quantity,
    listing: {
      price,
      discount_kind: discount.kind,
      discount_value: discount.value,
      quantity: 1_000,
    },
  }))

const voucher: fc.Arbitrary<VoucherTerms | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('percentage'), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('fixed'), value: fc.integer({ min: 1, max: 150_000 }) }),
)

const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  voucher,
  shipping: fc.integer({ min: 0, max: 5_000 }),
  feePercentage: fc.oneof(
    fc.constant(0),
    fc.constant(2),
    fc.integer({ min: 0, max: 500 }).map((hundredths) => hundredths / 100),
  ),
  balance: fc.integer({ min: 0, max: 400_000 }),
  useWallet: fc.boolean(),
})

describe('money, end to end (properties)', () => {
  it('adds up, splits exactly, and charges what the app shows', () => {
    fc.assert(
      fc.property(cart, ({ lines, voucher, shipping, feePercentage, balance, useWallet }) => {
        // The server's checkout, in baisa.
        const money = checkoutMoney(lines, voucher, shipping)
        for (const value of [money.subtotal, money.voucherDiscount, money.total]) {
          expect(Number.isSafeInteger(value)).toBe(true)
        }
        const lineSum = money.lines.reduce(
          (sum, each) =>
            sum +
            (each.undiscountedUnitPrice - each.catalogUnitDiscount - each.voucherUnitDiscount) *
              each.quantity,
          0,
        )
        expect(money.total).toBe(lineSum + money.shipping + money.tax + money.fee)
        expect(money.subtotal - money.voucherDiscount).toBe(lineSum)
        // A promo code gives what it says, never more: a percentage of each unit to within half a
        // baisa, a fixed amount at most.
        for (const each of money.lines) {
          const unitPrice = each.undiscountedUnitPrice - each.catalogUnitDiscount
          expect(each.voucherUnitDiscount).toBeLessThanOrEqual(unitPrice)
          if (voucher?.kind === 'percentage') {
            const exact = (unitPrice * Math.min(voucher.value, 100)) / 100
            expect(Math.abs(each.voucherUnitDiscount - exact)).toBeLessThanOrEqual(0.5)
          }
        }
        if (voucher?.kind === 'fixed')
          expect(money.voucherDiscount).toBeLessThanOrEqual(voucher.value)

        // The wire carries OMR; the app plans the payment from it.
        const { due } = amountDue({
          totalPrice: { gross: { amount: toOmr(money.total) } },
          totalBalance: { amount: toOmr(-money.total) },
        })
        const plan = paymentPlan(due, toOmr(balance), useWallet)
        const walletPart = exactBaisa(plan.wallet)
        const gatewayPart = exactBaisa(plan.gateway)
        expect(walletPart).not.toBeNull()
        expect(gatewayPart).not.toBeNull()
        expect(walletPart! + gatewayPart!).toBe(money.total)
        expect(walletPart).toBeLessThanOrEqual(useWallet ? balance : 0)

        // The server quotes the part the app sends; the app shows the quote; the server charges.
        const shownPayable = exactBaisa(toOmr(gatewayPart! + feeOf(gatewayPart!, feePercentage)))
        const charged = gatewayQuote(money.total, walletPart!, feePercentage)
        expect(charged.base).toBe(gatewayPart)
        expect(shownPayable).toBe(charged.base + charged.fee)

        // Completion: the fee joins the total as the service_fee line.
        const paidMoney = checkoutMoney(lines, voucher, shipping, charged.fee)
        const paidByGateway = charged.base > 0 ? charged.base + charged.fee : 0
        const totals = orderTotals(paidMoney, paidByGateway, walletPart!)
        expect(totals).not.toBeNull()
        const figures = orderFigures({
          paymentStatus: 'FULLY_CHARGED',
          undiscountedTotal: totals!.undiscountedTotal,
          subtotal: totals!.subtotal,
          shipping: totals!.shipping,
          tax: totals!.tax,
          total: totals!.total,
          totalCharged: totals!.totalCharged,
          wallet: totals!.wallet,
          fee: charged.base > 0 ? charged.fee : 0,
        })
        // What the screens show adds up: the lines less their discounts, shipping, tax and the
        // fee are what was paid; the wallet and the gateway paid exactly that.
        expect(
          figures.price - figures.discount + figures.shipping + figures.tax + figures.fee,
        ).toBe(figures.paid)
        expect(figures.payable + figures.wallet).toBe(figures.paid)
        expect(figures.paid).toBe(paidByGateway + walletPart!)
        expect(figures.wallet).toBe(walletPart)
      }),
      RUNS,
    )
  })

  it('never refunds more than was paid, whatever is returned', () => {
    fc.assert(
      fc.property(
        cart,
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        ({ lines, voucher, shipping, balance, useWallet }, returned) => {
          const money = checkoutMoney(lines, voucher, shipping)
          const wallet = useWallet ? Math.min(balance, money.total) : 0
          const totals = orderTotals(money, money.total - wallet, wallet)!
          const paid = orderFigures({
            paymentStatus: 'FULLY_CHARGED',
            ...totals,
            fee: 0,
          }).paid
          // Each line gives back some of its units, at the price it was sold for.
          let totalCharged = totals.totalCharged
          let refunded = 0
          const state = money.lines.map((each) => ({
            quantity: each.quantity,
            quantityReturned: 0,
          }))
          money.lines.forEach((each, index) => {
            const units = Math.min(returned[index % returned.length]!, each.quantity)
            if (units === 0) return
            const unitPrice =
              each.undiscountedUnitPrice - each.catalogUnitDiscount - each.voucherUnitDiscount
            const refund = unitPrice * units
            state[index]!.quantityReturned += units
            refunded += refund
            totalCharged = orderAfterReturn({ totalCharged }, state, refund).totalCharged
            expect(totalCharged).toBeGreaterThanOrEqual(0)
          })
          expect(refunded).toBeLessThanOrEqual(paid)
        },
      ),
      RUNS,
    )
  })

  it('loses no baisa on the wire, in the formatter or in the money field', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (baisa) => {
        expect(toBaisa(toOmr(baisa))).toBe(baisa)
        expect(exactBaisa(toOmr(baisa))).toBe(baisa)
        expect(formatOmr(toOmr(baisa))).toBe(formatBaisa(baisa))
      }),
      RUNS,
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9_999_000 }), (baisa) => {
        // What the formatter writes (without separators) the money field reads back exactly.
        const written = formatBaisa(baisa).replace(/,/g, '')
        expect(readAmount(written, { min: 100, max: 9_999_000 })).toEqual({
          kind: 'amount',
          baisa,
        })
      }),
      RUNS,
    )
  })
})

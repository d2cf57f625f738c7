// The REST checkout of spec 1 §7, from the same data as the commerce checkout:
//   orders/order-summary/    the cart's totals with the promo code and, when asked, the credit
//   orders/required-fields/  what each line's delivery still needs before ordering
//   orders/order/            places the order (checkout rules: stock, promo code, money); paid by
//                            credit alone it is done at once, otherwise the answer carries the
//                            payment page for the rest
import type * as z from 'zod/mini'
import {
  orderSummary,
  placeOrder,
  requiredFields as requiredFieldsRoute,
} from '#shared/contracts/rest/orders.ts'
import type { cartItems } from '#shared/contracts/rest/cart.ts'
import type { AppDeps } from '../../app-deps.ts'
import { findOwnAddress } from '../../addresses/address-book.ts'
import { addressJsonOf, addressValuesOf } from '../../addresses/address-json.ts'
import { voucherUnitShares } from '../../checkout/checkout-money.ts'
import { CheckoutFailure } from '../../checkout/checkout-problems.ts'
import { findVoucher } from '../../checkout/checkout-state.ts'
import {
  cartData,
  missingFields,
  requiredFields,
  type RestCartLine,
} from '../../checkout/rest-cart.ts'
import { orderNumber, placeRestOrder } from '../../checkout/rest-order.ts'
import { notifyCustomer } from '../../push/customer-notices.ts'
import { normalizeCode, voucherProblemMessage, voucherTerms } from '../../checkout/voucher-rules.ts'
import { voucherRefusal } from '../../checkout/voucher-usage.ts'
import { toOmr } from '#shared/domain/money.ts'
import { requestOrigin } from '../../payments/index.ts'
import { walletOf } from '../../wallet/ledger.ts'
import { channelOfCity } from '../catalog-city.ts'
import {
  cartDataView,
  cartLineOf,
  cartProducts,
  pricedLines,
  requireProduct,
} from '../cart-lines.ts'
import { failWith, ok, say, type RestContext } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { msg } from '../../i18n/message.ts'

/** Names on an order: required, trimmed, at most 16 characters (the payment form's limit). */
const MAX_NAME = 16

async function linesOf(
  c: RestContext,
  deps: AppDeps,
  body: { city_id?: number | undefined; cart_items: z.output<typeof cartItems> },
) {
  if (body.cart_items.length === 0) failWith(400, say(c, msg('Your cart is empty.')))
  const { channel, cityId } = await channelOfCity(c, deps.db, body.city_id)
  const products = await cartProducts(
    deps.db,
    body.cart_items.map((item) => item.id),
    { channel, cityId, language: c.get('language') },
  )
  const lines = body.cart_items.map((item) =>
    cartLineOf(c, item, requireProduct(c, products, item.id)),
  )
  return { channel, products, lines }
}

async function voucherDiscount(
  c: RestContext,
  deps: AppDeps,
  code: string,
  priced: ReturnType<typeof pricedLines>,
  userId: number,
): Promise<number> {
  const normalized = normalizeCode(code)
  if (!normalized) return 0
  const voucher = await findVoucher(deps.db, normalized)
  const subtotal = priced.reduce((sum, line) => sum + line.payable * line.quantity, 0)
  const problem = await voucherRefusal(deps.db, voucher, { subtotal, userId, now: new Date() })
  if (problem) failWith(400, voucherProblemMessage(problem, voucher, c.get('language')))
  const shares = voucherUnitShares(
    priced.map((line) => ({ unitPrice: line.payable, quantity: line.quantity })),
    voucherTerms(voucher!),
  )
  return shares.reduce((sum, share, index) => sum + share * priced[index]!.quantity, 0)
}

function checkNames(c: RestContext, first: string, last: string) {
  if (!first && !last) {
    failWith(400, say(c, msg('Enter your first and last name.')))
  }
  if (!first) failWith(400, say(c, msg('Enter your first name.')))
  if (!last) failWith(400, say(c, msg('Enter your last name.')))
  if (first.length > MAX_NAME || last.length > MAX_NAME) {
    failWith(400, say(c, msg('Names may have at most {MAX_NAME} characters.', { MAX_NAME })))
  }
}

function checkDelivery(c: RestContext, lines: readonly RestCartLine[]) {
  const incomplete = lines.filter((line) => missingFields(line).length > 0)
  if (incomplete.length > 0) {
    failWith(400, say(c, msg('Choose how and where each item is delivered first.')), {
      required_fields: incomplete.map((line) => ({ id: line.id, fields: missingFields(line) })),
    })
  }
}

export function checkoutOrderRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(orderSummary, async (c, { body, who: user }) => {
    const { products, lines } = await linesOf(c, deps, body)
    const priced = pricedLines(lines, products)
    const discount = await voucherDiscount(c, deps, body.discount_code, priced, user.id)
    const wallet = await walletOf(db, user.id)
    const data = cartData(priced, {
      credit: wallet.balance,
      useCredit: body.use_credit,
      voucherDiscount: discount,
    })
    return ok({ ...cartDataView(data), credit: toOmr(wallet.balance) })
  })

  on(requiredFieldsRoute, async (c, { body }) => {
    const { lines } = await linesOf(c, deps, body)
    return ok(
      lines.map((line) => ({
        id: line.id,
        type: line.type,
        required_fields: requiredFields(line.type),
        missing_fields: missingFields(line),
      })),
    )
  })

  on(placeOrder, async (c, { body, who: user }) => {
    const firstName = body.first_name.trim()
    const lastName = body.last_name.trim()
    checkNames(c, firstName, lastName)
    const { channel, lines } = await linesOf(c, deps, body)
    checkDelivery(c, lines)
    const addressId = lines.find((line) => line.address_id !== null)?.address_id ?? null
    const addressRow = addressId ? await findOwnAddress(db, user.id, addressId) : undefined
    if (addressId && !addressRow) {
      failWith(404, say(c, msg('This address does not exist.')))
    }
    try {
      const placed = await placeRestOrder(db, c.req.raw, {
        userId: user.id,
        email: user.email,
        channelId: channel.id,
        lines,
        discountCode: body.discount_code,
        useCredit: body.use_credit,
        firstName,
        lastName,
        address: addressRow ? addressJsonOf(addressValuesOf(addressRow)) : null,
        language: c.get('language'),
        callbackHost: requestOrigin(c.req.raw),
        devGateway: deps.config.devPaymentGateway,
      })
      if (placed.kind === 'order') {
        if (placed.notice) await notifyCustomer(deps, user.id, placed.notice)
        const number = await orderNumber(db, placed.orderId)
        return ok(
          {
            order_id: placed.orderId,
            number,
            checkout_id: placed.checkoutId,
            payable_amount: 0,
            payment_url: null,
          },
          say(c, msg('Your order was placed.')),
          201,
        )
      }
      return ok(
        {
          order_id: null,
          number: null,
          checkout_id: placed.checkoutId,
          payable_amount: toOmr(placed.amount),
          payment_url: placed.url,
        },
        say(c, msg('Continue to the payment page.')),
        201,
      )
    } catch (error) {
      if (error instanceof CheckoutFailure) {
        failWith(400, error.problems[0]?.message ?? error.message, { errors: error.problems })
      }
      throw error
    }
  })

  return router
}

// Placing an order from a REST cart (orders/order/): the REST lines become a checkout of the
// city's channel (delivery on each line, no shipping method), checked by the same rules as the
// commerce checkout (stock, promo code, money). What the credit covers is authorized from the
// wallet; when nothing is left to pay the order is completed at once, otherwise the answer is
// the development gateway's page for the rest, which returns to the app like any checkout
// payment (/payment/result, then completion).
import type { Notice } from '../push/customer-notices.ts'
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { walletOf } from '../wallet/ledger.ts'
import {
  insertCheckout,
  setLineDelivery,
  updateCheckout,
  type CheckoutRow,
} from './checkout-data.ts'
import type { AddressJson } from '../addresses/address-json.ts'
import { addLines } from './checkout-lines.ts'
import { authorizeWallet, startGatewayPayment } from './checkout-payments.ts'
import { failIn } from './checkout-problems.ts'
import { findVoucher, loadCheckoutState } from './checkout-state.ts'
import { completeCheckout } from './complete-checkout.ts'
import type { RestCartLine } from './rest-cart.ts'
import { normalizeCode } from './voucher-rules.ts'
import { refuseVoucher, voucherRefusal } from './voucher-usage.ts'
import { msg } from '../i18n/message.ts'

export interface RestOrderInput {
  userId: number
  email: string
  channelId: number
  lines: readonly RestCartLine[]
  discountCode: string
  useCredit: boolean
  firstName: string
  lastName: string
  /** The address of the first line delivered to the person's place, if any. */
  address: AddressJson | null
  language: Language
  /** The app's origin the payment page returns to. */
  callbackHost: string
  /** Whether the development gateway (the only card gateway) is mounted. */
  devGateway: boolean
}

export type RestOrderResult =
  | { kind: 'order'; orderId: number; checkoutId: string; notice: Notice | null }
  | { kind: 'payment'; checkoutId: string; amount: number; url: string }

async function firstCardGateway(db: Db): Promise<string> {
  const row = await db.one<{ id: string }>(
    "select id from payment_gateways where id <> 'WALLET' order by sort, id limit 1",
  )
  if (!row) throw new Error('No payment gateway is configured')
  return row.id
}

function addressWithNames(input: RestOrderInput): AddressJson {
  const base: AddressJson = input.address ?? {
    first_name: '',
    last_name: '',
    company_name: '',
    phone: '',
    street_address_1: '',
    street_address_2: '',
    city: '',
    city_area: '',
    postal_code: '',
    country_code: 'OM',
    country_area: '',
    metadata: {},
  }
  return { ...base, first_name: input.firstName, last_name: input.lastName }
}

export async function placeRestOrder(
  db: Db,
  request: Request,
  input: RestOrderInput,
): Promise<RestOrderResult> {
  const { language } = input
  const prepared = await db.transaction(async (tx) => {
    const row: CheckoutRow = await insertCheckout(tx, {
      userId: input.userId,
      channelId: input.channelId,
      email: input.email,
      shippingRequired: false,
    })
    await addLines(
      tx,
      row,
      input.lines.map((line) => ({ variantId: line.id, quantity: line.quantity })),
      language,
    )
    for (const line of input.lines) await setLineDelivery(tx, row.id, line.id, line.type)
    const code = normalizeCode(input.discountCode)
    if (code) {
      const voucher = await findVoucher(tx, code)
      const state = await loadCheckoutState(tx, row)
      const problem = await voucherRefusal(tx, voucher, {
        subtotal: state.money.subtotal,
        userId: input.userId,
        now: new Date(),
      })
      if (problem) refuseVoucher(problem, voucher, 'discount_code', language)
      await updateCheckout(tx, row.id, { voucher_code: voucher!.code })
      row.voucher_code = voucher!.code
    }
    const address = addressWithNames(input)
    await updateCheckout(tx, row.id, {
      shipping_address: input.address ? address : null,
      billing_address: address,
    })
    row.shipping_address = input.address ? address : null
    row.billing_address = address
    const state = await loadCheckoutState(tx, row)
    const wallet = input.useCredit
      ? Math.min((await walletOf(tx, input.userId)).balance, state.money.total)
      : 0
    if (wallet > 0) await authorizeWallet(tx, state, wallet, language)
    return { row, total: state.money.total, wallet }
  })
  const { row, total, wallet } = prepared
  if (total - wallet <= 0) {
    const done = await completeCheckout(db, {
      userId: input.userId,
      checkoutId: row.id,
      metadata: {},
      language,
    })
    return { kind: 'order', orderId: done.orderId, checkoutId: row.id, notice: done.notice }
  }
  const state = await loadCheckoutState(db, { ...row, wallet_amount: wallet })
  // The gateway is asked for what the credit leaves, with its fee on that part.
  const started = await startGatewayPayment(db, request, state, {
    gatewayId: await firstCardGateway(db),
    amount: null,
    callbackHost: input.callbackHost,
    language,
    devGateway: input.devGateway,
  })
  if (!started.data.url) {
    failIn(language, 'PAYMENT_ERROR', null, msg('We could not start the payment. Try again.'))
  }
  return {
    kind: 'payment',
    checkoutId: row.id,
    amount: started.transaction.amount,
    url: started.data.url,
  }
}

/** The number a customer knows an order by. */
export async function orderNumber(db: Db, orderId: number): Promise<number | null> {
  const row = await db.one<{ number: number }>('select number from orders where id = $1', [orderId])
  return row?.number ?? null
}

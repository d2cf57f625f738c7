// A checkout as the rules and the GraphQL answers see it: its row, channel, lines with their
// listings, the promo code when it still applies, the chosen shipping method and the money,
// all read afresh from the database.
import type { Db } from '../db/database.ts'
import type { ChannelRow } from '../catalog/rows.ts'
import { checkoutMoney, type CheckoutMoney } from './checkout-money.ts'
import { checkoutLines, type CheckoutLineRow, type CheckoutRow } from './checkout-data.ts'
import { voucherProblem, voucherTerms, type VoucherRow } from './voucher-rules.ts'
import type { Row } from '../db/tables.ts'

export type ShippingMethodRow = Pick<
  Row<'shipping_methods'>,
  'id' | 'name_en' | 'name_ar' | 'price' | 'image_url' | 'is_working' | 'metadata'
>

export interface CheckoutState {
  row: CheckoutRow
  channel: ChannelRow
  lines: CheckoutLineRow[]
  /** The promo code, only while it applies to the checkout. */
  voucher: VoucherRow | null
  shippingMethod: ShippingMethodRow | null
  money: CheckoutMoney
}

async function channelById(db: Db, id: number): Promise<ChannelRow> {
  const channel = await db.one<ChannelRow>(
    'select id, slug, name, currency_code, is_active from channels where id = $1',
    [id],
  )
  if (!channel) throw new Error(`No channel ${id}`)
  return channel
}

/**
 * The checkout's gateway payments that went through, baisa: what they took (their providers'
 * fees included) and those fees, which the checkout's total then carries.
 */
export async function gatewayPayments(
  db: Db,
  checkoutId: string,
): Promise<{ paid: number; fees: number }> {
  const row = await db.one<{ paid: number; fees: number }>(
    `select coalesce(sum(amount), 0)::int as paid, coalesce(sum(fee), 0)::int as fees
       from transactions
      where checkout_id = $1 and kind = 'checkout' and status = 'succeeded'
        and gateway_id <> 'WALLET'`,
    [checkoutId],
  )
  return { paid: row?.paid ?? 0, fees: row?.fees ?? 0 }
}

export async function findVoucher(db: Db, code: string): Promise<VoucherRow | undefined> {
  return db.one<VoucherRow>(
    `select code, name, kind, value, min_amount, valid_until, is_active, usage_limit, used,
            apply_once_per_customer
       from vouchers where lower(code) = lower($1)`,
    [code],
  )
}

export async function shippingMethods(db: Db): Promise<ShippingMethodRow[]> {
  return db.query<ShippingMethodRow>(
    `select id, name_en, name_ar, price, image_url, is_working, metadata
       from shipping_methods order by id`,
  )
}

export async function findShippingMethod(
  db: Db,
  id: number,
): Promise<ShippingMethodRow | undefined> {
  return db.one<ShippingMethodRow>(
    `select id, name_en, name_ar, price, image_url, is_working, metadata
       from shipping_methods where id = $1`,
    [id],
  )
}

// Lines the channel no longer lists cost nothing and cannot be completed (completion says so).
const pricedLines = (lines: readonly CheckoutLineRow[]) =>
  lines.flatMap((line) =>
    line.listing ? [{ quantity: line.quantity, listing: line.listing }] : [],
  )

export async function loadCheckoutState(
  db: Db,
  row: CheckoutRow,
  now = new Date(),
): Promise<CheckoutState> {
  const [channel, lines, stored, method, payments] = await Promise.all([
    channelById(db, row.channel_id),
    checkoutLines(db, row.id, row.channel_id),
    row.voucher_code ? findVoucher(db, row.voucher_code) : Promise.resolve(undefined),
    row.delivery_method_id && row.shipping_address
      ? findShippingMethod(db, row.delivery_method_id)
      : Promise.resolve(undefined),
    gatewayPayments(db, row.id),
  ])
  const shippingMethod = method ?? null
  const shipping = shippingMethod?.price ?? 0
  const undiscounted = checkoutMoney(pricedLines(lines), null, shipping, payments.fees)
  const voucher =
    stored && voucherProblem(stored, undiscounted.subtotal, now) === null ? stored : null
  const money = voucher
    ? checkoutMoney(pricedLines(lines), voucherTerms(voucher), shipping, payments.fees)
    : undiscounted
  return { row, channel, lines, voucher, shippingMethod, money }
}

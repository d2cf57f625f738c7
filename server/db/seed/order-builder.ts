// Orders and their lines, with one money rule everywhere (all amounts in baisa):
//   line.undiscounted_unit_price = the variant's listed price in the order's channel
//   line.unit_discount           = catalog discount (fixed baisa or percentage of the price)
//                                  plus the voucher's share (a percentage of what is left)
//   line.unit_price              = undiscounted_unit_price - unit_discount; line.tax = 0
//   order.undiscounted_total     = Σ undiscounted_unit_price × quantity
//   order.subtotal               = Σ unit_price × quantity   (so discount = undiscounted - subtotal)
//   order.tax                    = 0 (prices include VAT)
//   order.total                  = subtotal + shipping_price + tax - wallet amount
//   wallet amount                = a gift card on the order with metadata {"wallet":"wallet"}
//   order.total_charged          = what the gateway holds: total when FULLY_CHARGED, minus what
//                                  was refunded for PARTIALLY_REFUNDED, 0 when nothing was taken
// A service_fee line (fitting at the customer's place) is a line named exactly "service_fee"
// without a product; the app hides it from the item list but it counts in the totals.
// Order numbers are given at the end, in order of creation time, from 1001.
import { SERVICE_FEE_LINE } from '#shared/domain/payment-fee.ts'
import type { ProductInfo } from './build-products.ts'
import { firstOrderNumber } from './demo.ts'
import type { Rng } from './prng.ts'
import type { OrderLineRow, OrderRow, UserRow } from './rows.ts'
import type { AddressJson } from '../../addresses/address-json.ts'
import type { SeedTables } from './tables.ts'

type DeliveryType = 'delivery' | 'service_in_location' | 'delivery_in_center' | 'service_in_center'

export interface LineSpec {
  product: ProductInfo
  quantity: number
  used?: number
  returned?: number
  deliveryType?: DeliveryType
  /** Coupon expiry (services default to created + validity days). */
  expiredAt?: string | null
}

export interface OrderSpec {
  user: UserRow
  channelId: number
  createdAt: string
  status: string
  chargeStatus: string
  lines: LineSpec[]
  shippingPrice?: number
  serviceFee?: number
  voucher?: { code: string; percent: number }
  walletAmount?: number
  address?: AddressJson | null
}

export interface PlacedOrder {
  order: OrderRow
  lines: OrderLineRow[]
}

const dayMs = 86_400_000

function unitDiscount(product: ProductInfo, channelId: number): number {
  const listing = product.listings.get(channelId)
  if (!listing) throw new Error(`product ${product.row.id} is not listed in channel ${channelId}`)
  if (listing.discount_kind === 'fixed') return listing.discount_value
  if (listing.discount_kind === 'percentage')
    return Math.round((listing.price * listing.discount_value) / 100)
  return 0
}

export function addOrder(t: SeedTables, rng: Rng, spec: OrderSpec): PlacedOrder {
  const orderId = t.orders.length + 1
  const lines: OrderLineRow[] = spec.lines.map((line) => {
    const { product } = line
    const price = product.listings.get(spec.channelId)?.price ?? 0
    let discount = unitDiscount(product, spec.channelId)
    if (spec.voucher) discount += Math.round(((price - discount) * spec.voucher.percent) / 100)
    const validity = product.service?.validityDays
    const expiredAt =
      line.expiredAt !== undefined
        ? line.expiredAt
        : validity
          ? new Date(Date.parse(spec.createdAt) + validity * dayMs).toISOString()
          : null
    const row: OrderLineRow = {
      id: t.order_lines.length + 1,
      order_id: orderId,
      variant_id: product.variantId,
      product_id: product.row.id,
      category_id: product.row.category_id,
      product_name_en: product.row.name_en,
      product_name_ar: product.row.name_ar,
      quantity: line.quantity,
      quantity_used: line.used ?? 0,
      quantity_returned: line.returned ?? 0,
      undiscounted_unit_price: price,
      unit_price: price - discount,
      unit_discount: discount,
      tax: 0,
      thumbnail_url: `/media/products/${product.row.id}.svg`,
      is_service: product.service !== undefined,
      delivery_type: line.deliveryType ?? (product.service ? 'service_in_center' : 'delivery'),
      expired_at: expiredAt,
    }
    t.order_lines.push(row)
    return row
  })
  if (spec.serviceFee) {
    const fee: OrderLineRow = {
      id: t.order_lines.length + 1,
      order_id: orderId,
      variant_id: null,
      product_id: null,
      category_id: null,
      product_name_en: SERVICE_FEE_LINE,
      product_name_ar: SERVICE_FEE_LINE,
      quantity: 1,
      quantity_used: 0,
      quantity_returned: 0,
      undiscounted_unit_price: spec.serviceFee,
      unit_price: spec.serviceFee,
      unit_discount: 0,
      tax: 0,
      thumbnail_url: null,
      is_service: false,
      delivery_type: 'service_in_location',
      expired_at: null,
    }
    t.order_lines.push(fee)
    lines.push(fee)
  }
  const undiscounted = lines.reduce((sum, l) => sum + l.undiscounted_unit_price * l.quantity, 0)
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0)
  const shipping = spec.shippingPrice ?? 0
  const wallet = spec.walletAmount ?? 0
  const total = subtotal + shipping - wallet
  const charged: Record<string, number> = {
    FULLY_CHARGED: total,
    // The caller lowers this by what it refunds.
    PARTIALLY_REFUNDED: total,
    FULLY_REFUNDED: 0,
    PARTIALLY_CHARGED: Math.round(total / 2),
  }
  const order: OrderRow = {
    id: orderId,
    number: 0,
    user_id: spec.user.id,
    channel_id: spec.channelId,
    status: spec.status,
    charge_status: spec.chargeStatus,
    display_gross_prices: true,
    undiscounted_total: undiscounted,
    subtotal,
    shipping_price: shipping,
    tax: 0,
    total,
    total_charged: charged[spec.chargeStatus] ?? 0,
    voucher_code: spec.voucher?.code ?? null,
    shipping_address: spec.address ?? null,
    billing_address: spec.address ?? null,
    metadata: {},
    created_at: spec.createdAt,
  }
  t.orders.push(order)
  if (wallet > 0) {
    t.gift_cards.push({
      id: t.gift_cards.length + 1,
      code: `WALLET-${rng.hex(10).toUpperCase()}`,
      order_id: orderId,
      initial_balance: wallet,
      current_balance: 0,
      metadata: { wallet: 'wallet' },
    })
  }
  return { order, lines }
}

/** Numbers orders by creation time and fills "#{order:ID}" placeholders in texts. */
export function numberOrders(t: SeedTables): void {
  const sorted = [...t.orders].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  )
  sorted.forEach((order, i) => (order.number = firstOrderNumber + i))
  const numberOf = new Map(t.orders.map((o) => [o.id, o.number]))
  const fill = (text: string) =>
    text.replace(/\{order:(\d+)\}/g, (_, id: string) => String(numberOf.get(Number(id)) ?? ''))
  for (const tx of t.wallet_transactions) {
    tx.description_en = fill(tx.description_en)
    tx.description_ar = fill(tx.description_ar)
    tx.reason = fill(tx.reason)
  }
  for (const n of t.notifications) {
    n.subject = fill(n.subject)
    n.message = fill(n.message)
  }
}

// The codes the seeded orders used count as used (Saleor's `used`), and a code of one order per
// customer remembers who used it, so the demo customer's save10 order counts like a real one.
export function countVoucherUses(t: SeedTables): void {
  for (const order of t.orders) {
    const voucher = t.vouchers.find((row) => row.code === order.voucher_code)
    if (!voucher) continue
    voucher.used += 1
    if (voucher.apply_once_per_customer) {
      t.voucher_customers.push({ voucher_code: voucher.code, user_id: order.user_id })
    }
  }
}

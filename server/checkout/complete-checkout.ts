// Turning a checkout into an order, once. In one database transaction: the checkout is locked;
// if it already became an order, that order is the answer (a checkout completed twice gives one
// order, and orders.checkout_id is unique besides); otherwise the money is recomputed from the
// listings, the stock of every line is taken (refused when short), the payments are checked to
// cover the total (gateway payments that went through, then the wallet for the rest, up to what
// was authorized for it), and the order, its lines, the wallet's gift card and the ledger entry
// are written. Anything refused rolls all of it back.
import { orderPlacedNotice, type Notice } from '../push/customer-notices.ts'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { intArray } from '../db/sql.ts'
import { pick, type Language } from '../lib/language.ts'
import { toGlobalId } from '../lib/global-id.ts'
import { SERVICE_FEE_LINE } from '#shared/domain/payment-fee.ts'
import { descriptions, InsufficientBalanceError, recordWalletChange } from '../wallet/ledger.ts'
import { findOwnCheckout, updateCheckout, type CheckoutRow } from './checkout-data.ts'
import { paidByGateways } from './checkout-payments.ts'
import { checkoutNotFound, failIn } from './checkout-problems.ts'
import { loadCheckoutState, type CheckoutState } from './checkout-state.ts'
import { orderTotals } from './checkout-money.ts'
import { refuseVoucher, takeVoucherUse } from './voucher-usage.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'
import { msg } from '../i18n/message.ts'

export interface CompletedOrder {
  orderId: number
  /** False when the checkout had already become this order. */
  created: boolean
  /** What tells the person, for a new order (decision 265); null when it existed already. */
  notice: Notice | null
}

interface ProductInfo {
  id: number
  name_en: string
  name_ar: string
  category_id: number
  metadata: Record<string, string>
}

const dayMs = 86_400_000

/** The metadata a completion may carry (the app's Note), within Saleor-like limits. */
export function orderMetadata(
  items: readonly { key: string; value: string }[] | null | undefined,
): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const item of (items ?? []).slice(0, 20)) {
    const key = item.key.trim().slice(0, 100)
    if (key) metadata[key] = item.value.slice(0, 1000)
  }
  return metadata
}

async function existingOrder(db: Db, checkout: CheckoutRow): Promise<number | null> {
  if (checkout.completed_order_id) return checkout.completed_order_id
  const row = await db.one<{ id: number }>('select id from orders where checkout_id = $1', [
    checkout.id,
  ])
  return row?.id ?? null
}

function checkReady(state: CheckoutState, language: Language): void {
  const { row, lines } = state
  if (lines.length === 0) {
    failIn(language, 'NO_LINES', 'lines', msg('Your cart is empty.'))
  }
  const unlisted = lines.filter((line) => !line.listing)
  if (unlisted.length > 0) {
    failIn(
      language,
      'UNAVAILABLE_VARIANT_IN_CHANNEL',
      'lines',
      msg('Some products in your cart are no longer sold in your store location.'),
      unlisted.map((line) => toGlobalId('CheckoutLine', line.id)),
    )
  }
  if (row.shipping_required) {
    if (!row.shipping_address) {
      failIn(
        language,
        'SHIPPING_ADDRESS_NOT_SET',
        'shippingAddress',
        msg('Choose a delivery address.'),
      )
    }
    if (!state.shippingMethod) {
      failIn(
        language,
        'SHIPPING_METHOD_NOT_SET',
        'shippingMethod',
        msg('Choose a shipping method.'),
      )
    }
    if (!state.shippingMethod.is_working) {
      failIn(
        language,
        'DELIVERY_METHOD_NOT_APPLICABLE',
        'shippingMethod',
        msg('This shipping method is not available at the moment.'),
      )
    }
  }
  if (!row.billing_address) {
    failIn(language, 'BILLING_ADDRESS_NOT_SET', 'billingAddress', msg('Choose a billing address.'))
  }
}

async function takeStock(
  db: Db,
  state: CheckoutState,
  products: Map<number, ProductInfo>,
  language: Language,
): Promise<void> {
  // Taking stock recomputes each product's channel listing (migration 0540), which locks the
  // product. Locking the order's products first, by id, makes every checkout take its locks in
  // one order: two orders sharing products wait for each other instead of deadlocking.
  await db.query(`select 1 from products where id = any($1::int[]) order by id for no key update`, [
    intArray(state.lines.map((line) => line.product_id)),
  ])
  for (const line of state.lines) {
    const taken = await db.one<{ quantity: number }>(
      `update variant_listings set quantity = quantity - $3
        where variant_id = $1 and channel_id = $2 and quantity >= $3 returning quantity`,
      [line.variant_id, state.row.channel_id, line.quantity],
    )
    if (!taken) {
      const product = products.get(line.product_id)
      const name = product ? pick(language, product.name_en, product.name_ar) : ''
      const left = Math.max(line.listing?.quantity ?? 0, 0)
      failIn(
        language,
        'INSUFFICIENT_STOCK',
        'lines',
        msg('Only {left} of {name} left in stock. Change the quantity in your cart.', {
          left,
          name,
        }),
        [toGlobalId('CheckoutLine', line.id)],
      )
    }
  }
}

export async function completeCheckout(
  db: Db,
  input: {
    userId: number
    checkoutId: string
    metadata: Record<string, string>
    language: Language
    now?: Date
  },
): Promise<CompletedOrder> {
  const { language } = input
  const now = input.now ?? new Date()
  return db.transaction(async (tx) => {
    const row = await findOwnCheckout(tx, input.userId, input.checkoutId, { lock: true })
    if (!row) return checkoutNotFound(language)
    const done = await existingOrder(tx, row)
    if (done !== null) return { orderId: done, created: false, notice: null }

    const state = await loadCheckoutState(tx, row, now)
    checkReady(state, language)
    const products = await productsOf(
      tx,
      state.lines.map((line) => line.product_id),
    )
    await takeStock(tx, state, products, language)
    // The code's use is taken here, after the products' locks, so every completion takes its
    // locks in one order; an order refused below gives the use back with everything else.
    if (state.voucher) {
      const refused = await takeVoucherUse(tx, state.voucher, input.userId)
      if (refused) refuseVoucher(refused, state.voucher, 'promoCode', language)
    }

    const { money } = state
    const totals = orderTotals(money, await paidByGateways(tx, row.id), row.wallet_amount)
    if (!totals) {
      return failIn(
        language,
        'CHECKOUT_NOT_FULLY_PAID',
        'id',
        msg('The payment does not cover the total of {total}.', {
          total: baisaInText(money.total),
        }),
      )
    }

    const order = await tx.one<{ id: number; number: number }>(
      `insert into orders (user_id, channel_id, checkout_id, status, charge_status,
                           display_gross_prices, undiscounted_total, subtotal, shipping_price, tax,
                           total, total_charged, voucher_code, shipping_method_id,
                           shipping_address, billing_address, metadata, created_at)
       values ($1, $2, $3, 'UNFULFILLED', 'FULLY_CHARGED', true, $4, $5, $6, $7, $8, $9, $10, $11,
               $12, $13, $14, $15)
       returning id, number`,
      [
        input.userId,
        row.channel_id,
        row.id,
        totals.undiscountedTotal,
        totals.subtotal,
        totals.shipping,
        totals.tax,
        totals.total,
        totals.totalCharged,
        state.voucher?.code ?? null,
        state.shippingMethod?.id ?? null,
        row.shipping_address,
        row.billing_address,
        input.metadata,
        now.toISOString(),
      ],
    )
    await writeLines(tx, order!.id, state, products, now)
    if (money.fee > 0) await writeServiceFee(tx, order!.id, money.fee)
    const { wallet } = totals
    if (wallet > 0) {
      try {
        await recordWalletChange(tx, {
          userId: input.userId,
          amount: -wallet,
          type: 'PAYMENT',
          reason: `order ${order!.number}`,
          ...descriptions(msg('Payment for order #{n}', { n: order!.number })),
        })
      } catch (error) {
        if (!(error instanceof InsufficientBalanceError)) throw error
        failIn(
          language,
          'CHECKOUT_NOT_FULLY_PAID',
          'id',
          msg('Your wallet balance is too low for this payment.'),
        )
      }
      await tx.query(
        `insert into gift_cards (code, order_id, initial_balance, current_balance, metadata)
         values ($1, $2, $3, 0, '{"wallet":"wallet"}')`,
        [`WALLET-${randomBytes(5).toString('hex').toUpperCase()}`, order!.id, wallet],
      )
    }
    await settleWalletAuthorizations(tx, row.id, wallet)
    await updateCheckout(tx, row.id, { completed_order_id: order!.id })
    return {
      orderId: order!.id,
      created: true,
      notice: orderPlacedNotice({
        id: order!.id,
        number: order!.number,
        paid: totals.totalCharged + wallet,
      }),
    }
  })
}

async function productsOf(db: Db, ids: readonly number[]): Promise<Map<number, ProductInfo>> {
  const rows = await db.query<ProductInfo>(
    `select id, name_en, name_ar, category_id, metadata from products
      where id in (select value::int from jsonb_array_elements_text($1::jsonb))`,
    [[...new Set(ids)]],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

// Service products (car wash, oil change) become coupons the staff use up in bills: their
// lines are marked, done at a center, and expire after the product's validity.
async function writeLines(
  db: Db,
  orderId: number,
  state: CheckoutState,
  products: Map<number, ProductInfo>,
  now: Date,
): Promise<void> {
  const money = state.money.lines
  for (const [index, line] of state.lines.entries()) {
    const product = products.get(line.product_id)
    const amounts = money[index]
    if (!product || !amounts) throw new Error(`Line ${line.id} lost its product or price`)
    const service = product.metadata['service'] === 'true'
    const validity = Number(product.metadata['validity_days'] ?? 0)
    const unitDiscount = amounts.catalogUnitDiscount + amounts.voucherUnitDiscount
    await db.query(
      `insert into order_lines (order_id, variant_id, product_id, category_id, product_name_en,
                                product_name_ar, quantity, undiscounted_unit_price, unit_price,
                                unit_discount, tax, thumbnail_url, is_service, delivery_type,
                                expired_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, $14)`,
      [
        orderId,
        line.variant_id,
        product.id,
        product.category_id,
        product.name_en,
        product.name_ar,
        line.quantity,
        amounts.undiscountedUnitPrice,
        amounts.undiscountedUnitPrice - unitDiscount,
        unitDiscount,
        `/media/products/${product.id}.svg`,
        service,
        line.delivery_type ?? (service ? 'service_in_center' : 'delivery'),
        service && validity > 0 ? new Date(now.getTime() + validity * dayMs).toISOString() : null,
      ],
    )
  }
}

// The payment providers' fees: one line named service_fee, without a product, which the order
// screens count in the totals and never list (spec 2, orders), as the seed's orders have it.
async function writeServiceFee(db: Db, orderId: number, fee: number): Promise<void> {
  await db.query(
    `insert into order_lines (order_id, product_name_en, product_name_ar, quantity,
                              undiscounted_unit_price, unit_price, unit_discount, tax)
     values ($1, $2, $2, 1, $3, $3, 0, 0)`,
    [orderId, SERVICE_FEE_LINE, fee],
  )
}

// The wallet was authorized for up to an amount; what it actually paid is now settled, and any
// other authorization of this checkout is released.
async function settleWalletAuthorizations(db: Db, checkoutId: string, paid: number) {
  const latest = await db.one<{ id: string }>(
    `select id from transactions
      where checkout_id = $1 and gateway_id = 'WALLET' and status = 'pending'
      order by created_at desc limit 1`,
    [checkoutId],
  )
  if (latest && paid > 0) {
    await db.query(
      `update transactions set status = 'succeeded', amount = $2, updated_at = now()
        where id = $1`,
      [latest.id, paid],
    )
  }
  await db.query(
    `update transactions set status = 'canceled', updated_at = now()
      where checkout_id = $1 and gateway_id = 'WALLET' and status = 'pending'`,
    [checkoutId],
  )
}

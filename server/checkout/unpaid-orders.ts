// An order placed before it was paid: UNCONFIRMED, its payment PENDING or NOT_CHARGED (the
// demo has one; Saleor makes them when a channel lets orders be placed unpaid). Its owner may
// pay it with a new hosted payment for what is left (Saleor's transactionInitialize with the
// order's id), or cancel it while nothing was paid (decision 266). Paying it settles in
// payments/transactions.ts (payOrder); canceling gives its products back to the stock.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { findGateway, paymentErrorMessage } from '../payments/index.ts'
import { orderCanceledNotice, orderPaidNotice, type Notice } from '../push/customer-notices.ts'
import { hostedPayment, PaymentProblem, type StartedPayment } from './checkout-payments.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

interface UnpaidOrder {
  id: number
  number: number
  channel_id: number
  total: number
  total_charged: number
}

const unpaid = `status = 'UNCONFIRMED' and charge_status in ('PENDING', 'NOT_CHARGED')`

/** The person's own unpaid order; undefined for anyone else's, a paid one or a missing one. */
export async function findUnpaidOrder(
  db: Db,
  userId: number,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<UnpaidOrder | undefined> {
  return db.one<UnpaidOrder>(
    `select id, number, channel_id, total, total_charged from orders
      where id = $1 and user_id = $2 and ${unpaid}${options.lock ? ' for update' : ''}`,
    [orderId, userId],
  )
}

export const notPayable = (language: Language) =>
  new PaymentProblem(
    'NOT_FOUND',
    'id',
    translate(
      language,
      msg('This order cannot be paid: it is already paid, canceled or not yours.'),
    ),
  )

/** A hosted payment for what is left of the order. */
export async function startOrderPayment(
  db: Db,
  request: Request,
  order: UnpaidOrder & { userId: number },
  input: { gatewayId: string; callbackHost: string; language: Language; devGateway: boolean },
): Promise<StartedPayment> {
  const { language } = input
  const gateway = await findGateway(db, input.gatewayId)
  if (!gateway || gateway.id === 'WALLET') {
    throw new PaymentProblem(
      'NOT_FOUND',
      'paymentGateway',
      paymentErrorMessage('GATEWAY_NOT_FOUND', language),
    )
  }
  const amount = order.total - order.total_charged
  if (amount <= 0) throw notPayable(language)
  return hostedPayment(db, request, {
    kind: 'order',
    userId: order.userId,
    orderId: order.id,
    gatewayId: gateway.id,
    amount,
    callbackHost: input.callbackHost,
    language,
    devGateway: input.devGateway,
  })
}

/**
 * Cancels the person's unpaid order: its open payments are canceled and its products go back
 * to the stock. Undefined when it is not an unpaid order of theirs.
 */
export async function cancelUnpaidOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<{ notice: Notice } | undefined> {
  return db.transaction(async (tx) => {
    const order = await findUnpaidOrder(tx, userId, orderId, { lock: true })
    if (!order || order.total_charged > 0) return undefined
    await tx.query(
      `update orders set status = 'CANCELED', charge_status = 'NOT_CHARGED' where id = $1`,
      [order.id],
    )
    await tx.query(
      `update transactions set status = 'canceled', updated_at = now()
        where order_id = $1 and status = 'pending'`,
      [order.id],
    )
    await tx.query(
      `update variant_listings v set quantity = v.quantity + l.quantity
         from order_lines l
        where l.order_id = $1 and l.variant_id = v.variant_id and v.channel_id = $2`,
      [order.id, order.channel_id],
    )
    return { notice: orderCanceledNotice({ id: order.id, number: order.number }) }
  })
}

/** What tells the person their order was paid (after the gateway's Pay settled it). */
export async function orderPaidNoticeOf(
  db: Db,
  orderId: number,
  paid: number,
): Promise<Notice | null> {
  const order = await db.one<{ number: number }>('select number from orders where id = $1', [
    orderId,
  ])
  return order ? orderPaidNotice({ id: orderId, number: order.number, paid }) : null
}

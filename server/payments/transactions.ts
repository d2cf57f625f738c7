// Payments through the development gateway: a `transactions` row per payment (a checkout's or
// a wallet top-up's), created pending, and settled once by the person's choice on the gateway's
// page. Settling is a conditional update (pending → final), so a second Pay, a reload or two
// requests at once change nothing more: a wallet is credited exactly once.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import { descriptions, recordWalletChange } from '../wallet/ledger.ts'
import { GATEWAY_LIMITS, withinLimits } from '#shared/domain/payment-limits.ts'
import { msg } from '../i18n/message.ts'

type TransactionKind = 'checkout' | 'wallet_charge' | 'order'
type TransactionStatus = 'pending' | 'succeeded' | 'failed' | 'canceled'
export type TransactionOutcome = Exclude<TransactionStatus, 'pending'>

export interface PaymentTransaction {
  id: string
  kind: TransactionKind
  userId: number
  checkoutId: string | null
  /** The unpaid order it pays (kind 'order'). */
  orderId: number | null
  gatewayId: string
  /** Baisa, the provider's fee included. */
  amount: number
  /** Baisa of `amount` that is the provider's fee (checkout payments through a gateway with one). */
  fee: number
  status: TransactionStatus
  pspReference: string
  /** The app's origin the gateway returns to. */
  callbackHost: string
  createdAt: string
  updatedAt: string
}

export interface NewTransaction {
  kind: TransactionKind
  userId: number
  checkoutId?: string | null
  orderId?: number | null
  gatewayId: string
  /** Baisa, a whole positive number, the provider's fee included. */
  amount: number
  /** Baisa of `amount` that is the provider's fee (0 when it has none). */
  fee?: number
  /** An origin already checked with callback-host.ts. */
  callbackHost: string
}

export type PaymentErrorCode =
  'GATEWAY_NOT_FOUND' | 'INVALID_AMOUNT' | 'CHECKOUT_REQUIRED' | 'ORDER_REQUIRED'

export class PaymentError extends Error {
  readonly code: PaymentErrorCode
  constructor(code: PaymentErrorCode, message: string) {
    super(message)
    this.name = 'PaymentError'
    this.code = code
  }
}

interface TransactionRow {
  id: string
  kind: TransactionKind
  user_id: number
  checkout_id: string | null
  order_id: number | null
  gateway_id: string
  amount: number
  fee: number
  status: TransactionStatus
  psp_reference: string
  callback_host: string
  created_at: string | Date
  updated_at: string | Date
}

const iso = (value: string | Date) => new Date(value).toISOString()

function transactionOf(row: TransactionRow): PaymentTransaction {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    checkoutId: row.checkout_id,
    orderId: row.order_id,
    gatewayId: row.gateway_id,
    amount: row.amount,
    fee: row.fee,
    status: row.status,
    pspReference: row.psp_reference,
    callbackHost: row.callback_host,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

export type Gateway = Pick<
  Row<'payment_gateways'>,
  'id' | 'name' | 'name_ar' | 'logo_url' | 'fee_percentage' | 'wallet_chargeable'
>

export async function findGateway(db: Db, id: string): Promise<Gateway | undefined> {
  return db.one<Gateway>(
    `select id, name, name_ar, logo_url, fee_percentage, wallet_chargeable
       from payment_gateways where id = $1`,
    [id],
  )
}

// The gateways a person may choose. The hosted card gateways are all served by the development
// gateway (/gateway/*), so without it (DEV_PAYMENT_GATEWAY unset) only the wallet remains.
export async function paymentGateways(
  db: Db,
  options: { devGateway: boolean },
): Promise<Gateway[]> {
  return db.query<Gateway>(
    `select id, name, name_ar, logo_url, fee_percentage, wallet_chargeable
       from payment_gateways where id = 'WALLET' or $1 order by sort, id`,
    [options.devGateway],
  )
}

export async function createTransaction(
  db: Db,
  input: NewTransaction,
): Promise<PaymentTransaction> {
  // The gateway's own limits (Oman's card gateways: 0.100 to 9,999.000 OMR a payment).
  if (!withinLimits(input.amount, GATEWAY_LIMITS)) {
    throw new PaymentError('INVALID_AMOUNT', `Invalid amount: ${input.amount} baisa.`)
  }
  const gateway = await findGateway(db, input.gatewayId)
  // WALLET is not a hosted gateway: wallet payments are ledger entries, never a page to visit.
  if (!gateway || gateway.id === 'WALLET') {
    throw new PaymentError('GATEWAY_NOT_FOUND', `No payment gateway ${input.gatewayId}.`)
  }
  if (input.kind === 'wallet_charge' && !gateway.wallet_chargeable) {
    throw new PaymentError('GATEWAY_NOT_FOUND', `${input.gatewayId} cannot charge a wallet.`)
  }
  if (input.kind === 'checkout' && !input.checkoutId) {
    throw new PaymentError('CHECKOUT_REQUIRED', 'A checkout payment names its checkout.')
  }
  if (input.kind === 'order' && !input.orderId) {
    throw new PaymentError('ORDER_REQUIRED', 'An order payment names its order.')
  }
  const fee = input.fee ?? 0
  if (!Number.isSafeInteger(fee) || fee < 0 || fee >= input.amount) {
    throw new PaymentError('INVALID_AMOUNT', `Invalid fee: ${fee} of ${input.amount} baisa.`)
  }
  const row = await db.one<TransactionRow>(
    `insert into transactions (id, kind, user_id, checkout_id, order_id, gateway_id, amount, fee,
       psp_reference, callback_host)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      randomUUID(),
      input.kind,
      input.userId,
      input.kind === 'checkout' ? input.checkoutId : null,
      input.kind === 'order' ? input.orderId : null,
      gateway.id,
      input.amount,
      fee,
      `DEV-${randomUUID()}`,
      input.callbackHost,
    ],
  )
  return transactionOf(row!)
}

export async function findTransaction(
  db: Db,
  pspReference: string,
): Promise<PaymentTransaction | null> {
  const row = await db.one<TransactionRow>('select * from transactions where psp_reference = $1', [
    pspReference,
  ])
  return row ? transactionOf(row) : null
}

export async function findTransactionById(db: Db, id: string): Promise<PaymentTransaction | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const row = await db.one<TransactionRow>('select * from transactions where id = $1', [id])
  return row ? transactionOf(row) : null
}

// The checkout's payments that went through, for checkoutComplete to compare with what is due.
export async function succeededCheckoutPayments(
  db: Db,
  checkoutId: string,
): Promise<PaymentTransaction[]> {
  const rows = await db.query<TransactionRow>(
    `select * from transactions where checkout_id = $1 and kind = 'checkout' and status = 'succeeded'
      order by created_at`,
    [checkoutId],
  )
  return rows.map(transactionOf)
}

// The person's choice on the gateway page. Only a pending transaction changes; `changed` says
// whether this call was the one that settled it.
export async function settleTransaction(
  db: Db,
  pspReference: string,
  outcome: TransactionOutcome,
): Promise<{ transaction: PaymentTransaction; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const settled = await tx.one<TransactionRow>(
      `update transactions set status = $2, updated_at = now()
        where psp_reference = $1 and status = 'pending' returning *`,
      [pspReference, outcome],
    )
    if (!settled) {
      const current = await findTransaction(tx, pspReference)
      return current ? { transaction: current, changed: false } : null
    }
    const transaction = transactionOf(settled)
    if (transaction.kind === 'wallet_charge' && outcome === 'succeeded') {
      await creditWallet(tx, transaction)
    }
    if (transaction.kind === 'order' && outcome === 'succeeded') {
      await payOrder(tx, transaction)
    }
    return { transaction, changed: true }
  })
}

// The order is paid: it is confirmed and goes on to be fulfilled (Saleor's flow for an order
// paid after it was placed).
async function payOrder(db: Db, transaction: PaymentTransaction): Promise<void> {
  await db.query(
    `update orders set charge_status = 'FULLY_CHARGED', total_charged = total_charged + $2,
                       status = 'UNFULFILLED'
      where id = $1 and status = 'UNCONFIRMED'`,
    [transaction.orderId, transaction.amount],
  )
}

async function creditWallet(db: Db, transaction: PaymentTransaction): Promise<void> {
  const gateway = await findGateway(db, transaction.gatewayId)
  await recordWalletChange(db, {
    userId: transaction.userId,
    amount: transaction.amount,
    type: 'CHARGE',
    reason: `charge ${transaction.pspReference}`,
    ...descriptions(
      msg('Wallet top-up via {gateway}', {
        gateway: {
          en: gateway?.name ?? transaction.gatewayId,
          ar: gateway?.name_ar || gateway?.name || transaction.gatewayId,
        },
      }),
    ),
    gatewayId: transaction.gatewayId,
  })
}

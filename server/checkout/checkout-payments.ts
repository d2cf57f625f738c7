// Paying for a checkout. Two kinds of transaction, both rows of `transactions`:
// - WALLET: an authorization of up to an amount of the person's balance (checked against the
//   balance and what is due). Nothing leaves the wallet until completion, which takes only what
//   the gateway payments left to pay; a new wallet authorization replaces the previous one.
// - a card gateway: a hosted payment on the development gateway (server/payments), for what is
//   left after the wallet part, or the amount asked; its page returns to the app's
//   /payment/result.
// transactionProcess reads a transaction's state back, as Saleor's answers it.
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { pick, type Language } from '../lib/language.ts'
import {
  findGateway,
  findTransactionById,
  paymentErrorMessage,
  startHostedPayment,
  type PaymentTransaction,
} from '../payments/index.ts'
import { walletOf } from '../wallet/ledger.ts'
import { updateCheckout } from './checkout-data.ts'
import { gatewayPayments, type CheckoutState } from './checkout-state.ts'
import { gatewayQuote, walletShare } from './checkout-money.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'

export const WALLET_GATEWAY = 'WALLET'

export type PaymentProblemCode = 'INVALID' | 'NOT_FOUND'

export class PaymentProblem extends Error {
  readonly code: PaymentProblemCode
  readonly field: string
  constructor(code: PaymentProblemCode, field: string, message: string) {
    super(message)
    this.name = 'PaymentProblem'
    this.code = code
    this.field = field
  }
}

export type TransactionEventType =
  | 'AUTHORIZATION_SUCCESS'
  | 'CHARGE_ACTION_REQUIRED'
  | 'CHARGE_SUCCESS'
  | 'CHARGE_FAILURE'
  | 'CANCEL_SUCCESS'

export interface StartedPayment {
  transaction: PaymentTransaction
  event: TransactionEventType
  /** What the app reads: {success, url, message}. */
  data: { success: boolean; url: string | null; message: string }
}

/** Gateway payments of the checkout that went through, baisa, their providers' fees included. */
export async function paidByGateways(db: Db, checkoutId: string): Promise<number> {
  return (await gatewayPayments(db, checkoutId)).paid
}

function amountProblem(language: Language, message?: string): never {
  throw new PaymentProblem(
    'INVALID',
    'amount',
    message ?? pick(language, 'The amount is not valid.', 'المبلغ غير صالح.'),
  )
}

export async function authorizeWallet(
  db: Db,
  state: CheckoutState,
  amount: number | null,
  language: Language,
): Promise<StartedPayment> {
  const { row, money } = state
  const [paid, wallet] = await Promise.all([paidByGateways(db, row.id), walletOf(db, row.user_id)])
  const due = Math.max(money.total - paid, 0)
  const wanted = amount ?? walletShare(wallet.balance, due)
  if (!Number.isSafeInteger(wanted) || wanted <= 0 || wanted > due) amountProblem(language)
  if (wanted > wallet.balance) {
    amountProblem(
      language,
      pick(
        language,
        `Your wallet balance is ${baisaInText(wallet.balance)}.`,
        `رصيد محفظتك ${baisaInText(wallet.balance)}.`,
      ),
    )
  }
  await db.query(
    `update transactions set status = 'canceled', updated_at = now()
      where checkout_id = $1 and gateway_id = 'WALLET' and status = 'pending'`,
    [row.id],
  )
  const pspReference = `WALLET-${randomUUID()}`
  await db.query(
    `insert into transactions (id, kind, user_id, checkout_id, gateway_id, amount, psp_reference)
     values ($1, 'checkout', $2, $3, 'WALLET', $4, $5)`,
    [randomUUID(), row.user_id, row.id, wanted, pspReference],
  )
  await updateCheckout(db, row.id, { wallet_amount: wanted })
  const transaction = await findByPsp(db, pspReference)
  return {
    transaction,
    event: 'AUTHORIZATION_SUCCESS',
    data: { success: true, url: null, message: walletMessage(wanted, language) },
  }
}

export function walletMessage(amount: number, language: Language): string {
  return pick(
    language,
    `${baisaInText(amount)} of your wallet will pay for this order.`,
    `سيُدفع ${baisaInText(amount)} من محفظتك لهذا الطلب.`,
  )
}

export function gatewayMessage(language: Language): string {
  return pick(language, 'Continue to the payment page.', 'تابع إلى صفحة الدفع.')
}

async function findByPsp(db: Db, pspReference: string): Promise<PaymentTransaction> {
  const row = await db.one<{ id: string }>('select id from transactions where psp_reference = $1', [
    pspReference,
  ])
  const transaction = row ? await findTransactionById(db, row.id) : null
  if (!transaction) throw new Error(`Lost transaction ${pspReference}`)
  return transaction
}

// What the gateway is asked for (checkout-money.ts, gatewayQuote). An amount the app sends must be
// exactly that: a person pays what the summary showed, or is told the new figure.
function gatewayCharge(
  open: number,
  walletAmount: number,
  feePercentage: number,
  asked: number | null,
  language: Language,
): { base: number; fee: number } {
  const { base, fee } = gatewayQuote(open, walletAmount, feePercentage)
  if (base <= 0) amountProblem(language)
  if (asked !== null && asked !== base + fee) {
    const due = baisaInText(base + fee)
    amountProblem(
      language,
      pick(
        language,
        `The amount to pay is ${due}. Check the order summary and pay again.`,
        `المبلغ المطلوب دفعه ${due}. راجع ملخص الطلب ثم ادفع مرة أخرى.`,
      ),
    )
  }
  return { base, fee }
}

export async function startGatewayPayment(
  db: Db,
  request: Request,
  state: CheckoutState,
  input: {
    gatewayId: string
    amount: number | null
    callbackHost: string
    language: Language
    devGateway: boolean
  },
): Promise<StartedPayment> {
  const { row, money } = state
  const { language } = input
  const gateway = await findGateway(db, input.gatewayId)
  if (!gateway) {
    throw new PaymentProblem(
      'NOT_FOUND',
      'paymentGateway',
      paymentErrorMessage('GATEWAY_NOT_FOUND', language),
    )
  }
  const paid = await paidByGateways(db, row.id)
  const open = Math.max(money.total - paid, 0)
  const charge = gatewayCharge(
    open,
    row.wallet_amount,
    gateway.fee_percentage,
    input.amount,
    language,
  )
  const started = await startHostedPayment(db, request, {
    kind: 'checkout',
    userId: row.user_id,
    checkoutId: row.id,
    gatewayId: gateway.id,
    amount: charge.base + charge.fee,
    fee: charge.fee,
    callbackHost: input.callbackHost,
    language,
    devGateway: input.devGateway,
  })
  if (!started.ok) {
    throw new PaymentProblem(
      started.code === 'GATEWAY_NOT_FOUND' ? 'NOT_FOUND' : 'INVALID',
      started.code === 'INVALID_CALLBACK_HOST' ? 'paymentGateway' : 'amount',
      started.message,
    )
  }
  return {
    transaction: started.transaction,
    event: 'CHARGE_ACTION_REQUIRED',
    data: { success: true, url: started.url, message: gatewayMessage(language) },
  }
}

export interface ProcessedTransaction {
  transaction: PaymentTransaction
  event: TransactionEventType
  message: string
  authorized: number
  charged: number
}

export function transactionAmounts(transaction: PaymentTransaction): {
  event: TransactionEventType
  authorized: number
  charged: number
} {
  const wallet = transaction.gatewayId === WALLET_GATEWAY
  switch (transaction.status) {
    case 'pending':
      return wallet
        ? { event: 'AUTHORIZATION_SUCCESS', authorized: transaction.amount, charged: 0 }
        : { event: 'CHARGE_ACTION_REQUIRED', authorized: 0, charged: 0 }
    case 'succeeded':
      return { event: 'CHARGE_SUCCESS', authorized: 0, charged: transaction.amount }
    case 'failed':
      return { event: 'CHARGE_FAILURE', authorized: 0, charged: 0 }
    case 'canceled':
      return { event: 'CANCEL_SUCCESS', authorized: 0, charged: 0 }
  }
}

function eventMessage(event: TransactionEventType, language: Language): string {
  const messages: Record<TransactionEventType, [string, string]> = {
    AUTHORIZATION_SUCCESS: ['The wallet amount is reserved.', 'تم حجز مبلغ المحفظة.'],
    CHARGE_ACTION_REQUIRED: [
      'The payment is waiting for you on the payment page.',
      'الدفع بانتظارك في صفحة الدفع.',
    ],
    CHARGE_SUCCESS: ['The payment went through.', 'تم الدفع بنجاح.'],
    CHARGE_FAILURE: ['The payment failed.', 'فشل الدفع.'],
    CANCEL_SUCCESS: ['The payment was canceled.', 'أُلغي الدفع.'],
  }
  const [en, ar] = messages[event]
  return pick(language, en, ar)
}

export async function processTransaction(
  db: Db,
  userId: number,
  transactionId: string,
  language: Language,
): Promise<ProcessedTransaction> {
  const transaction = await findTransactionById(db, transactionId)
  if (!transaction || transaction.userId !== userId || transaction.kind !== 'checkout') {
    throw new PaymentProblem(
      'NOT_FOUND',
      'id',
      pick(language, 'This payment does not exist.', 'هذه الدفعة غير موجودة.'),
    )
  }
  const amounts = transactionAmounts(transaction)
  return { transaction, ...amounts, message: eventMessage(amounts.event, language) }
}

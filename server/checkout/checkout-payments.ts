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
import type { Language } from '../lib/language.ts'
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
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

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
    message ?? translate(language, msg('The amount is not valid.')),
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
      translate(
        language,
        msg('Your wallet balance is {balance}.', { balance: baisaInText(wallet.balance) }),
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
  return translate(
    language,
    msg('{amount} of your wallet will pay for this order.', { amount: baisaInText(amount) }),
  )
}

export function gatewayMessage(language: Language): string {
  return translate(language, msg('Continue to the payment page.'))
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
      translate(
        language,
        msg('The amount to pay is {due}. Check the order summary and pay again.', { due }),
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
  return hostedPayment(db, request, {
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
}

/** A hosted payment on the gateway's page (a checkout's or an unpaid order's), or why not. */
export async function hostedPayment(
  db: Db,
  request: Request,
  input: Parameters<typeof startHostedPayment>[2],
): Promise<StartedPayment> {
  const started = await startHostedPayment(db, request, input)
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
    data: { success: true, url: started.url, message: gatewayMessage(input.language) },
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
  const messages: Record<TransactionEventType, Message> = {
    AUTHORIZATION_SUCCESS: msg('The wallet amount is reserved.'),
    CHARGE_ACTION_REQUIRED: msg('The payment is waiting for you on the payment page.'),
    CHARGE_SUCCESS: msg('The payment went through.'),
    CHARGE_FAILURE: msg('The payment failed.'),
    CANCEL_SUCCESS: msg('The payment was canceled.'),
  }
  return translate(language, messages[event])
}

export async function processTransaction(
  db: Db,
  userId: number,
  transactionId: string,
  language: Language,
): Promise<ProcessedTransaction> {
  const transaction = await findTransactionById(db, transactionId)
  if (!transaction || transaction.userId !== userId || transaction.kind === 'wallet_charge') {
    throw new PaymentProblem(
      'NOT_FOUND',
      'id',
      translate(language, msg('This payment does not exist.')),
    )
  }
  const amounts = transactionAmounts(transaction)
  return { transaction, ...amounts, message: eventMessage(amounts.event, language) }
}

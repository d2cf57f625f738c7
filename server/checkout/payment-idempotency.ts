// transactionInitialize's idempotencyKey: a payment attempt the app repeats (a double tap, a
// reload before the answer came) carries the same key, and gets the transaction the first
// request made instead of a second one. The key belongs to one checkout; sent again with
// another gateway or amount it is refused rather than reused for a different payment.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { findTransactionById, type PaymentTransaction } from '../payments/index.ts'
import { PaymentProblem } from './checkout-payments.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

const MAX_IDEMPOTENCY_KEY = 255

/** The key as sent, checked: null when none was sent. Saleor refuses an empty one. */
export function idempotencyKeyOf(
  value: string | null | undefined,
  language: Language,
): string | null {
  if (value === null || value === undefined) return null
  if (value.trim() === '' || value.length > MAX_IDEMPOTENCY_KEY) {
    throw new PaymentProblem(
      'INVALID',
      'idempotencyKey',
      translate(language, msg('The payment key is not valid.')),
    )
  }
  return value
}

export async function transactionOfKey(
  db: Db,
  checkoutId: string,
  key: string,
): Promise<PaymentTransaction | null> {
  const row = await db.one<{ id: string }>(
    'select id from transactions where checkout_id = $1 and idempotency_key = $2',
    [checkoutId, key],
  )
  return row ? findTransactionById(db, row.id) : null
}

export async function rememberKey(db: Db, transactionId: string, key: string): Promise<void> {
  await db.query('update transactions set idempotency_key = $2 where id = $1', [transactionId, key])
}

/** The earlier transaction answers a repeat only when it is the same payment. */
export function sameAttempt(
  earlier: PaymentTransaction,
  gatewayId: string,
  amount: number | null,
  language: Language,
): void {
  if (earlier.gatewayId === gatewayId && (amount === null || earlier.amount === amount)) return
  throw new PaymentProblem(
    'INVALID',
    'idempotencyKey',
    translate(language, msg('This payment key was used for another payment.')),
  )
}

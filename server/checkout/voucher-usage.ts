// A promo code's uses, read and taken. Taking one is a conditional update of the voucher row
// (`used < usage_limit`) and, for a code of one order per customer, an insert into
// voucher_customers that a second order of the same person finds already there. Both run in
// the completing order's transaction: on PostgreSQL a second completion waits on the row the
// first one changed and then reads its result, so however many orders complete at once, no more
// than the limit get the code; a refused completion rolls its use back with everything else.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { fail } from './checkout-problems.ts'
import {
  voucherErrorCode,
  voucherProblem,
  voucherProblemMessage,
  voucherUsageProblem,
  type VoucherProblem,
  type VoucherRow,
} from './voucher-rules.ts'

export async function usedByCustomer(db: Db, code: string, userId: number): Promise<boolean> {
  const row = await db.one<{ used: boolean }>(
    `select exists(select 1 from voucher_customers where voucher_code = $1 and user_id = $2)
       as used`,
    [code, userId],
  )
  return row?.used ?? false
}

/** Takes one use of the code for this person's order, or says why there is none left. */
export async function takeVoucherUse(
  db: Db,
  voucher: VoucherRow,
  userId: number,
): Promise<VoucherProblem | null> {
  const taken = await db.one<{ code: string }>(
    `update vouchers set used = used + 1
      where code = $1 and (usage_limit is null or used < usage_limit) returning code`,
    [voucher.code],
  )
  if (!taken) return 'usedUp'
  if (!voucher.apply_once_per_customer) return null
  const first = await db.one<{ code: string }>(
    `insert into voucher_customers (voucher_code, user_id) values ($1, $2)
     on conflict do nothing returning voucher_code as code`,
    [voucher.code, userId],
  )
  return first ? null : 'usedByCustomer'
}

/** Everything that keeps a code off an order of this person: applicability, then its uses. */
export async function voucherRefusal(
  db: Db,
  voucher: VoucherRow | undefined,
  input: { subtotal: number; userId: number; now: Date },
): Promise<VoucherProblem | null> {
  const found = voucherProblem(voucher, input.subtotal, input.now)
  if (found || !voucher) return found ?? 'unknown'
  return voucherUsageProblem(voucher, await usedByCustomer(db, voucher.code, input.userId))
}

export function refuseVoucher(
  problem: VoucherProblem,
  voucher: VoucherRow | undefined,
  field: string,
  language: Language,
): never {
  return fail(voucherErrorCode(problem), field, voucherProblemMessage(problem, voucher, language))
}

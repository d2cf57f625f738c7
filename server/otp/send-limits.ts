// How many one-time codes may go out (decision 232). Texts cost money and a phone's owner must
// not be locked out by strangers, so each code is counted against several budgets per window:
// - its phone's, one per purpose: login codes asked for by anyone, login codes asked for after
//   solving a captcha (the app always does), service codes, return codes, so a stranger using
//   up one never blocks another;
// - the client's (its address), for login codes, across phones;
// - everyone's, of which anonymous login codes may use only ANONYMOUS_SHARE: the rest stays for
//   the codes a center, a return or a person past the captcha needs.
// The budgets' rows are locked in one order and checked before any is counted, inside the
// sender's transaction, so parallel sends on any number of instances respect every cap exactly
// and a refused send counts nowhere.
import type { Db } from '../db/database.ts'
import { textArray } from '../db/sql.ts'

export type SendBudget = 'login' | 'login-captcha' | 'service' | 'return'

export interface SendLimits {
  windowSeconds: number
  perPhone: number
  // Absent: no such limit (service and return codes are sent by signed-in people).
  perClient?: number
  global?: number
}

const ANONYMOUS_SHARE = 0.8

export type SendAllowance = { ok: true } | { ok: false; exhausted: 'phone' | 'client' | 'global' }

export async function takeSendBudget(
  tx: Db,
  limits: SendLimits,
  send: { phone: string; budget: SendBudget; client?: string | null },
): Promise<SendAllowance> {
  const caps = new Map<string, { cap: number; name: 'phone' | 'client' | 'global' }>()
  caps.set(`phone:${send.budget}:${send.phone}`, { cap: limits.perPhone, name: 'phone' })
  if (send.client && limits.perClient !== undefined) {
    caps.set(`client:${send.client}`, { cap: limits.perClient, name: 'client' })
  }
  if (limits.global !== undefined) {
    const cap =
      send.budget === 'login' ? Math.floor(limits.global * ANONYMOUS_SHARE) : limits.global
    caps.set('global', { cap, name: 'global' })
  }
  const keys = [...caps.keys()].sort()
  // Windows that ended long ago: now and then, not on every send.
  if (Math.random() < 0.02) {
    await tx.query(`delete from otp_send_counters where window_ends_at < now() - interval '1 day'`)
  }
  await tx.query(
    `insert into otp_send_counters (key, window_ends_at, used)
     select key, now(), 0 from unnest($1::text[]) as key on conflict (key) do nothing`,
    [textArray(keys)],
  )
  const rows = await tx.query<{ key: string; used: number }>(
    `select key, case when window_ends_at <= now() then 0 else used end as used
       from otp_send_counters where key = any($1::text[]) order by key for update`,
    [textArray(keys)],
  )
  for (const row of rows) {
    const { cap, name } = caps.get(row.key)!
    if (row.used >= cap) return { ok: false, exhausted: name }
  }
  await tx.query(
    `update otp_send_counters
        set used = case when window_ends_at <= now() then 1 else used + 1 end,
            window_ends_at = case when window_ends_at <= now()
                                  then now() + make_interval(secs => $2) else window_ends_at end
      where key = any($1::text[])`,
    [textArray(keys), limits.windowSeconds],
  )
  return { ok: true }
}

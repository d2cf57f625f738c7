// How a notification's expiry reads: under an hour, a live countdown (MM:SS, the app's
// countdown format); further away, the date; at zero, it is gone.
import { formatCountdown, secondsLeft } from '../../lib/countdown.ts'

const COUNTDOWN_FROM_SECONDS = 3600

export type Expiry =
  | { kind: 'never' }
  | { kind: 'countdown'; seconds: number; text: string }
  | { kind: 'date'; date: Date }
  | { kind: 'expired' }

export function expiryOf(expiresAt: string | null, now: number): Expiry {
  if (expiresAt === null) return { kind: 'never' }
  const deadline = Date.parse(expiresAt)
  const seconds = secondsLeft(deadline, now)
  if (seconds <= 0) return { kind: 'expired' }
  if (seconds < COUNTDOWN_FROM_SECONDS)
    return { kind: 'countdown', seconds, text: formatCountdown(seconds) }
  return { kind: 'date', date: new Date(deadline) }
}

// When the list must next change on its own: the earliest expiry still ahead.
export function nextExpiry(expiries: readonly (string | null)[], now: number): number | null {
  let next: number | null = null
  for (const expiresAt of expiries) {
    if (expiresAt === null) continue
    const at = Date.parse(expiresAt)
    if (at > now && (next === null || at < next)) next = at
  }
  return next
}

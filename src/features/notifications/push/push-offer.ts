// When the app offers push: only while the browser has not been asked yet, and not again for
// two weeks after the person says "not now" (a browser refusal is final, so the app asks in
// its own words first and calls the browser's prompt only after a yes).
import { pushPermission } from './push-support.ts'
import { PUSH_OFFER_DISMISSED_KEY } from '#shared/protocols/storage-keys.ts'

const DISMISSED_KEY = PUSH_OFFER_DISMISSED_KEY
const QUIET_MS = 14 * 24 * 3600_000

export function shouldOfferPush(now = Date.now()): boolean {
  if (pushPermission() !== 'default') return false
  try {
    const dismissed = Number(localStorage.getItem(DISMISSED_KEY) ?? 0)
    return now - dismissed > QUIET_MS
  } catch {
    return true
  }
}

export function dismissPushOffer(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(now))
  } catch {
    // Private mode: the offer may come back next visit.
  }
}

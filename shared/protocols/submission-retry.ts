// When a queued staff submission is sent again, and what an answer means for it. Shared by
// the page and the service worker, which both send the queue (decision 173), so both read
// answers alike.
// - no answer (network down, time-out) and 5xx: try again later, waiting 1 s, 2 s, 4 s…
//   up to 2 minutes, with ±20 % jitter so devices coming back together do not send in step;
//   a sign that the way is open again (the `online` event, Background Sync, the server
//   answering other calls after failing them) makes items due at once, but only those tried
//   before that sign and at least SIGN_FLOOR_MS ago: every tab and the worker may pass the same
//   sign on, and a network that only looks open (a captive portal, a dead Wi-Fi: the browser
//   fires Background Sync at once, other calls seem to answer) may give signs all the time;
//   whatever comes, one item is tried at most 7 times in any 30 s (decisions 170, 250);
// - 408, 425 and 429 are the server asking to come back later: the same;
// - 401 means the session (or the worker's credential) has ended: the item waits, untouched,
//   for the person to sign in;
// - any other 4xx is final: the item is marked failed with the server's message.
const RETRY_BASE_MS = 1000
export const RETRY_CAP_MS = 2 * 60_000
// The least time between two tries of one item that a sign may shorten the wait to. With the
// backoff at its shortest (jitter −20 %: 0.8, 1.6, 3.2, 6.4 s…) and a sign every moment, the
// tries of one item begin at 0, 0.8, 2.4, 5.6, 12, 20 and 28 s: 7 in 30 s (the bound
// is 8).
export const SIGN_FLOOR_MS = 8000
// A try that gets no answer is given up after this long (the REST client's own limit is 50 s):
// a dead network holds a lane, and the items behind it, no longer than this.
export const SEND_TIMEOUT_MS = 15_000

export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1)
  const plain = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

export type SendOutcome =
  // `id`: the new bill's (a service) or the new car's (a car); `codeSent`: whether the server
  // texted the customer the code with the new bill.
  | { kind: 'sent'; id: number; codeSent?: boolean }
  | { kind: 'retry'; status: number; message: string }
  | { kind: 'failed'; status: number; message: string }
  | { kind: 'signed-out' }

export function outcomeOfFailure(status: number, message: string): SendOutcome {
  if (status === 401) return { kind: 'signed-out' }
  if (status === 0 || status >= 500 || status === 408 || status === 425 || status === 429) {
    return { kind: 'retry', status, message }
  }
  return { kind: 'failed', status, message }
}

// A type (not an interface) so Dexie's update() accepts it as a patch.
export type AttemptPatch = {
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  // The status of the last answer (0: none came): the screens word a retry by it.
  lastStatus: number | null
  billId: number | null
  sentAt: number | null
  codeSent?: boolean
  // When the try began: a sign that the way is open again counts only for items tried before it.
  lastAttemptAt: number
}

// Due when its wait is over, or when the way opened again (`openedAt`) after its last try and
// that try began at least SIGN_FLOOR_MS ago.
export function isDue(
  item: { nextAttemptAt: number; lastAttemptAt?: number | null },
  now: number,
  openedAt: number | null = null,
): boolean {
  if (item.nextAttemptAt <= now) return true
  const last = item.lastAttemptAt ?? 0
  return openedAt !== null && last < openedAt && now - last >= SIGN_FLOOR_MS
}

// What an item looks like after one try.
export function afterAttempt(
  outcome: SendOutcome,
  attempts: number,
  now: number,
  random: () => number = Math.random,
  triedAt: number = now,
): AttemptPatch {
  return { ...patchOf(outcome, attempts, now, random), lastAttemptAt: triedAt }
}

function patchOf(
  outcome: SendOutcome,
  attempts: number,
  now: number,
  random: () => number,
): Omit<AttemptPatch, 'lastAttemptAt'> {
  switch (outcome.kind) {
    case 'sent':
      return {
        status: 'sent',
        attempts: attempts + 1,
        nextAttemptAt: now,
        lastError: null,
        lastStatus: 200,
        billId: outcome.id,
        sentAt: now,
        codeSent: outcome.codeSent ?? true,
      }
    case 'retry':
      return {
        status: 'queued',
        attempts: attempts + 1,
        nextAttemptAt: now + retryDelayMs(attempts + 1, random),
        // A server's message is worth keeping; a browser's "failed to fetch" is not.
        lastError: outcome.status === 0 ? null : outcome.message,
        lastStatus: outcome.status,
        billId: null,
        sentAt: null,
      }
    case 'failed':
      return {
        status: 'failed',
        attempts: attempts + 1,
        nextAttemptAt: now,
        lastError: outcome.message,
        lastStatus: outcome.status,
        billId: null,
        sentAt: null,
      }
    case 'signed-out':
      return {
        status: 'queued',
        attempts,
        nextAttemptAt: now,
        lastError: null,
        lastStatus: 401,
        billId: null,
        sentAt: null,
      }
  }
}

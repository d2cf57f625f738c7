// When a queued staff submission is sent again, and what an answer means for it. Shared by
// the page and the service worker, which both send the queue (decision 173), so both read
// answers alike.
// - no answer (network down, time-out) and 5xx: try again later, waiting 1 s, 2 s, 4 s…
//   up to 2 minutes, with ±20 % jitter so devices coming back together do not send in step;
//   a sign that the way is open again (the `online` event, Background Sync, the server
//   answering other calls after failing them) makes items due at once, but only those tried
//   before that sign: every tab and the worker may pass the same sign on, and one try each is
//   enough (decision 170);
// - 408, 425 and 429 are the server asking to come back later: the same;
// - 401 means the session (or the worker's credential) has ended: the item waits, untouched,
//   for the person to sign in;
// - any other 4xx is final: the item is marked failed with the server's message.
const RETRY_BASE_MS = 1000
export const RETRY_CAP_MS = 2 * 60_000

export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1)
  const plain = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30))
  return Math.round(plain * (0.8 + 0.4 * random()))
}

export type SendOutcome =
  | { kind: 'sent'; billId: number }
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
  // When the try began: a sign that the way is open again counts only for items tried before it.
  lastAttemptAt: number
}

// Due when its wait is over, or when the way opened again (`openedAt`) after its last try.
export function isDue(
  item: { nextAttemptAt: number; lastAttemptAt?: number | null },
  now: number,
  openedAt: number | null = null,
): boolean {
  if (item.nextAttemptAt <= now) return true
  return openedAt !== null && (item.lastAttemptAt ?? 0) < openedAt
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
        billId: outcome.billId,
        sentAt: now,
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

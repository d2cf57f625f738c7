// Every request has a time budget (REQUEST_TIME_BUDGET_MS), held for the code serving it in
// an AsyncLocalStorage: the database layer checks it before each statement outside a
// transaction, so a request out of time stops at its next query on PGlite as on PostgreSQL
// (PGlite has no statement_timeout: it runs in this thread and cannot be interrupted, so the
// work a single query does is bounded where it is built, decision 230). Work that outlives
// one request (a shared look-out, a listener) runs outsideRequests, or it would inherit the
// budget of the request that happened to start it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { msg } from '../i18n/message.ts'

export interface Deadline {
  // performance.now() past which the request is out of time
  at: number
  expired: boolean
}

const storage = new AsyncLocalStorage<Deadline>()

export function startDeadline(ms: number): Deadline {
  return { at: performance.now() + ms, expired: false }
}

// Read from the clock too, not only a timer: PGlite runs in this thread, so a request busy
// with it may finish its work before the timer gets its turn.
export function isPast(deadline: Deadline): boolean {
  if (!deadline.expired && performance.now() > deadline.at) deadline.expired = true
  return deadline.expired
}

export function underDeadline<T>(deadline: Deadline, work: () => T): T {
  return storage.run(deadline, work)
}

export function outsideRequests<T>(work: () => T): T {
  return storage.exit(work)
}

// What the person reads when their request was stopped (answered 503).
export const outOfTimeWords = msg(
  'The request took too long and was stopped. Try again, or ask for less.',
)

export class OutOfTimeError extends Error {
  constructor() {
    super('The request ran out of its time budget.')
    this.name = 'OutOfTimeError'
  }
}

/** Whether the request being served is past its budget. */
export function isOutOfTime(): boolean {
  const deadline = storage.getStore()
  return deadline !== undefined && isPast(deadline)
}

/** Throws OutOfTimeError when the request being served is past its budget. */
export function checkDeadline(): void {
  if (isOutOfTime()) throw new OutOfTimeError()
}

// Resolves with 'expired' when the budget runs out first (and marks the deadline expired).
export function raceBudget<T>(work: Promise<T>, deadline: Deadline): Promise<T | 'expired'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expiry = new Promise<'expired'>((resolve) => {
    timer = setTimeout(
      () => {
        deadline.expired = true
        resolve('expired')
      },
      Math.max(0, deadline.at - performance.now()),
    )
  })
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer))
}

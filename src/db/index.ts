// The database module loads on demand (Dexie is ~30 KB): screens that need it import
// `loadDb()`, the first paint of the home page does not pay for it.
import { useEffect, useState } from 'react'
import { afterLoadAndIdle } from '../lib/idle.ts'
import { nextTask } from '../lib/next-task.ts'
import type { AppDb } from './database.ts'

export type * from './database.ts'
export {
  forgetSubmissionsOfBill,
  submissionOwnerPrefix,
  waitingSubmissionsOf,
} from '#shared/protocols/submission-owner.ts'

let opening: Promise<AppDb> | null = null

// Dexie's code runs where it arrives, and the database object is made a task later: together
// they were one long task of the home page's start. A failed load (the code could not be
// fetched) is not kept, so the next call tries again.
export function loadDb(): Promise<AppDb> {
  opening ??= import('./database.ts')
    .then(async (module) => {
      await nextTask()
      return module.db()
    })
    .catch((error: unknown) => {
      opening = null
      throw error
    })
  return opening
}

export async function clearPersonalData(): Promise<void> {
  const module = await import('./database.ts')
  await module.clearPersonalData()
}

export async function forgetCartChanges(ownerId: string): Promise<void> {
  const module = await import('./database.ts')
  await module.forgetCartChanges(ownerId)
}

// A live query: re-runs whenever the tables it read change (Dexie's liveQuery), each answer
// passed to `onValue` until the returned function stops it. With `defer`, the database is opened
// only once the page has loaded and gone idle.
export function watchDbQuery<T>(
  query: (db: AppDb) => Promise<T>,
  onValue: (value: T) => void,
  options: { defer?: boolean } = {},
): () => void {
  let canceled = false
  let unsubscribe: (() => void) | null = null
  const ready = options.defer ? afterLoadAndIdle() : Promise.resolve()
  void ready
    .then(() => Promise.all([import('dexie'), loadDb()]))
    // Dexie's code is run where it arrives; its first query (which opens the database) waits
    // for a task of its own: together they were one long task (decision 217).
    .then(async ([{ liveQuery }, database]) => {
      await nextTask()
      if (canceled) return
      const subscription = liveQuery(() => query(database)).subscribe({
        next: onValue,
        error: () => {},
      })
      unsubscribe = () => subscription.unsubscribe()
    })
  return () => {
    canceled = true
    unsubscribe?.()
  }
}

// The live query as a hook. While `enabled` is false (nothing of this person can be on the
// device), the database is not opened at all and the query answers `initial`.
export function useDbQuery<T>(
  query: (db: AppDb) => Promise<T>,
  deps: readonly unknown[],
  initial: T,
  options: { defer?: boolean; enabled?: boolean } = {},
): T {
  const [value, setValue] = useState<T>(initial)
  const defer = options.defer ?? false
  const enabled = options.enabled ?? true
  useEffect(
    () => (enabled ? watchDbQuery(query, setValue, { defer }) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [...deps, defer, enabled],
  )
  return enabled ? value : initial
}

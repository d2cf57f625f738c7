// The signed-in staff member's queue, live (Dexie liveQuery): every state change of every
// item, from this tab or another, shows at once. `null` while it loads.
import { session } from '../../../api/session-store.ts'
import { useDbQuery } from '../../../db/index.ts'
import type { QueuedService } from './queued-service.ts'
import { ownCounts, ownSubmissions } from './submission-store.ts'

export function useOwnSubmissions(): QueuedService[] | null {
  const ownerId = session.use((state) => state.user?.id ?? null)
  return useDbQuery<QueuedService[] | null>(
    (db) => (ownerId ? ownSubmissions(db, ownerId) : Promise.resolve([])),
    [ownerId],
    null,
  )
}

// The badge's figures, cheap enough to follow every change while a long queue drains.
export function useOwnCounts(): { total: number; failed: number } {
  const ownerId = session.use((state) => state.user?.id ?? null)
  return useDbQuery(
    (db) => (ownerId ? ownCounts(db, ownerId) : Promise.resolve({ total: 0, failed: 0 })),
    [ownerId],
    { total: 0, failed: 0 },
  )
}

// The signed-in staff member's queue, live (Dexie liveQuery): every state change of every
// item, from this tab or another, shows at once. `null` while it loads.
import { session } from '../../../api/session-store.ts'
import { useDbQuery } from '../../../db/index.ts'
import type { CarRecord } from '#shared/protocols/submission-record.ts'
import type { QueuedService } from './queued-service.ts'
import { ownCounts, ownServicesAndCars } from './submission-store.ts'

export interface OwnQueue {
  services: QueuedService[]
  // Cars added on this device, by client id (the services that need one name it).
  cars: Map<string, CarRecord>
}

const empty: OwnQueue = { services: [], cars: new Map() }

export function useOwnSubmissions(): OwnQueue | null {
  const ownerId = session.use((state) => state.user?.id ?? null)
  return useDbQuery<OwnQueue | null>(
    (db) => (ownerId ? ownServicesAndCars(db, ownerId) : Promise.resolve(empty)),
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

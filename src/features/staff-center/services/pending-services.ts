// Services this staff member recorded on this device that have not reached the server yet
// (queued, being sent, or refused), read from the submission queue in Dexie so the services
// list can show them as pending. The queue belongs to the new-service feature; this reads it
// through src/db only, by its owner convention (docs/decisions/070-staff-submission-queue.md):
// a client id starts with the hex of the owner's user id and a dot.
import { session } from '../../../api/session-store.ts'
import {
  submissionOwnerPrefix,
  useDbQuery,
  type AppDb,
  type SubmissionRecord,
} from '../../../db/index.ts'
import { isServiceRecord, type ServiceLineSummary } from '#shared/protocols/submission-record.ts'
import { normalizeSearchText, searchWords } from '#shared/domain/search-text.ts'

export interface PendingService {
  clientId: string
  customerName: string
  phone: string
  carName: string
  lines: ServiceLineSummary[]
  createdAt: number
  failed: boolean
  error: string | null
}

const notOnServer = new Set<SubmissionRecord['status']>(['queued', 'sending', 'failed'])

function pendingOf(record: SubmissionRecord): PendingService {
  const { summary } = record
  return {
    clientId: record.clientId,
    customerName: summary.customerName,
    phone: summary.phone || record.payload.mobile_number,
    carName: summary.carName,
    lines: summary.lines,
    createdAt: record.createdAt,
    failed: record.status === 'failed',
    error: record.lastError,
  }
}

// Newest first, like the server's list.
export async function pendingServices(db: AppDb, ownerId: string): Promise<PendingService[]> {
  const own = await db.submissions
    .where('clientId')
    .startsWith(submissionOwnerPrefix(ownerId))
    .toArray()
  return own
    .filter(isServiceRecord)
    .filter((record) => notOnServer.has(record.status))
    .map(pendingOf)
    .sort((a, b) => b.createdAt - a.createdAt)
}

// The list's search applied on the device: every word in the name, phone or car.
export function matchingPending(items: readonly PendingService[], q: string): PendingService[] {
  const words = searchWords(q).map((word) => word.replace(/^\+/, ''))
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    const haystack = normalizeSearchText(
      [
        item.customerName,
        item.phone,
        item.carName,
        ...item.lines.flatMap((line) => [line.name, line.names?.en, line.names?.ar]),
      ].join(' '),
    )
    return words.every((word) => haystack.includes(word))
  })
}

export function usePendingServices(): PendingService[] {
  const ownerId = session.use((state) => state.user?.id ?? null)
  return useDbQuery(
    (db) => (ownerId ? pendingServices(db, ownerId) : Promise.resolve([])),
    [ownerId],
    [],
  )
}

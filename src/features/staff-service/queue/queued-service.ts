// A service in the submission queue: the Dexie `submissions` record (see src/db/database.ts)
// with the payload sent to submit-service/, a summary for the pending list, and whose it is:
// only the staff member who recorded it sends it, with their own session.
import { submissionOwnerPrefix, type SubmissionRecord } from '../../../db/index.ts'
import type { ServicePayload } from '../api/types.ts'

export type ServiceSummary = {
  customerName: string
  phone: string
  carName: string
  odometer: number
  nextKilometer: number
  lines: { id: number; name: string }[]
  messagingService: string | null
}

export interface QueuedService extends SubmissionRecord {
  ownerId: string
  // The status of the last answer (0: none came), set after the first try.
  lastStatus?: number | null
  payload: ServicePayload
  summary: ServiceSummary
}

// The whole client id is the Idempotency-Key; its owner prefix makes a person's items a key range.
export function newClientId(ownerId: string): string {
  return `${submissionOwnerPrefix(ownerId)}${crypto.randomUUID()}`
}

// Records are written only by this feature, with these fields.
export function asQueued(record: SubmissionRecord): QueuedService {
  return record as QueuedService
}

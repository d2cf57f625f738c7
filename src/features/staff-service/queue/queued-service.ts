// A service in the submission queue: the `submissions` record of the device's database, with
// its full type in shared/protocols/submission-record.ts (the payload sent to submit-service/,
// the summary for the pending list, whose it is).
import { submissionOwnerPrefix, type SubmissionRecord } from '../../../db/index.ts'

export type QueuedService = SubmissionRecord
export type { ServiceSummary } from '#shared/protocols/submission-record.ts'

// The whole client id is the Idempotency-Key; its owner prefix makes a person's items a key range.
export function newClientId(ownerId: string): string {
  return `${submissionOwnerPrefix(ownerId)}${crypto.randomUUID()}`
}

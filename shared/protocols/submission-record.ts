// A staff service waiting in the device's queue (the submissions table of app-database.ts): what
// is sent to submit-service/, a summary for the pending lists, and whose it is. Written by the
// staff flow (src/features/staff-service/queue), read by its pending list, the center's services
// list and the service worker (which counts what still waits).
import type * as z from 'zod/mini'
import type { newService } from '../contracts/rest/service-center/services.ts'

export type SubmissionStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'verified'

// One line id or several: a bill may use more than one coupon.
export type ServicePayload = Required<
  Omit<z.input<typeof newService>, 'code' | 'order_line_id'>
> & {
  order_line_id: number[]
}

export interface ServiceSummary {
  customerName: string
  phone: string
  carName: string
  odometer: number
  nextKilometer: number
  lines: { id: number; name: string }[]
  messagingService: string | null
}

export interface SubmissionRecord {
  // The whole client id is also the Idempotency-Key; it starts with its owner's prefix
  // (submission-owner.ts), so a person's items are a key range.
  clientId: string
  // Only the staff member who recorded it sends it, with their own session.
  ownerId: string
  createdAt: number
  status: SubmissionStatus
  payload: ServicePayload
  summary: ServiceSummary
  attempts: number
  nextAttemptAt: number
  lastAttemptAt?: number // when the last try began; not indexed (no schema change)
  // The status of the last answer (0: none came), set after the first try.
  lastStatus?: number | null
  lastError: string | null
  billId: number | null
  sentAt: number | null
}

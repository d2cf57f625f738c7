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

// A chosen coupon line, named in both languages so the lists follow the app's language after a
// switch; items recorded before both names were kept have only the one they were recorded in.
export interface ServiceLineSummary {
  id: number
  name: string
  names?: { en: string; ar: string }
}

export function lineName(line: ServiceLineSummary, locale: string): string {
  if (!line.names) return line.name
  return locale.startsWith('ar') ? line.names.ar : line.names.en
}

export interface ServiceSummary {
  customerName: string
  phone: string
  carName: string
  odometer: number
  nextKilometer: number
  lines: ServiceLineSummary[]
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

// What waits in the device's staff queue (the submissions table of app-database.ts): services
// for submit-service/ and, before the services that need them, cars added to a customer while
// offline for cars/set-car/ (decision 252). Each has what is sent, a summary for the pending
// lists, and whose it is. Written by the staff flow (src/features/staff-service/queue), read by
// its pending list, the center's services list and the service worker (which sends them).
import type * as z from 'zod/mini'
import type { newService } from '../contracts/rest/service-center/services.ts'
import { RECORDED_AGO_MAX_SECONDS } from '../domain/late-service.ts'

export type SubmissionStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'verified'

// One line id or several: a bill may use more than one coupon.
export type ServicePayload = Required<
  Omit<z.input<typeof newService>, 'code' | 'order_line_id' | 'recorded_seconds_ago'>
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

interface QueueItem {
  // The whole client id is also the Idempotency-Key; it starts with its owner's prefix
  // (submission-owner.ts), so a person's items are a key range.
  clientId: string
  // Only the staff member who recorded it sends it, with their own session.
  ownerId: string
  createdAt: number
  status: SubmissionStatus
  attempts: number
  nextAttemptAt: number
  lastAttemptAt?: number // when the last try began; not indexed (no schema change)
  // The status of the last answer (0: none came), set after the first try.
  lastStatus?: number | null
  lastError: string | null
  sentAt: number | null
}

export interface SubmissionRecord extends QueueItem {
  kind?: 'service' // older records have no kind: every one of them is a service
  payload: ServicePayload
  summary: ServiceSummary
  billId: number | null
  // A service for a car added on this device and not on the server yet: that car's item. Its
  // payload's user_car_id is 0 until the car is sent; then it carries the car's id.
  carClientId?: string
  // Whether the server texted the customer the code when the service reached it: not when it
  // arrived late (the customer may have left; decision 254). Missing on older records: sent.
  codeSent?: boolean
}

// A car added to a customer on this device while offline: sent before the services that need it.
export interface CarPayload {
  mobile_number: string
  model_id: number
  year: number
}

export interface CarSummary {
  phone: string
  // Brand and model, in the language the staff member added it in.
  carName: string
  typeId: number
  brandId: number
}

export interface CarRecord extends QueueItem {
  kind: 'car'
  payload: CarPayload
  summary: CarSummary
  billId: null
  // The car's id on the server, once it is there.
  userCarId?: number | null
}

export type QueueRecord = SubmissionRecord | CarRecord

export const isCarRecord = (record: QueueRecord): record is CarRecord => record.kind === 'car'

export const isServiceRecord = (record: QueueRecord): record is SubmissionRecord =>
  record.kind !== 'car'

// A service whose car is not on the server yet cannot be sent.
export const waitsForItsCar = (record: SubmissionRecord): boolean =>
  record.carClientId !== undefined && !(record.payload.user_car_id > 0)

// What goes over the wire for a service: its payload, and how long ago it was recorded, so the
// server does not text the code of a service that arrives late (the customer may have left;
// decision 254). The age is not part of the Idempotency-Key's fingerprint: every try of one
// service is the same request.
export function serviceBody(
  record: SubmissionRecord,
  now: number,
): ServicePayload & { recorded_seconds_ago: number } {
  return {
    ...record.payload,
    recorded_seconds_ago: Math.min(
      RECORDED_AGO_MAX_SECONDS,
      Math.max(0, Math.floor((now - record.createdAt) / 1000)),
    ),
  }
}

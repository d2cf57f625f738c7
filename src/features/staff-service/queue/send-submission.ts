// The page's way of sending one queued item: the REST client (session, refresh, language) with
// the item's client id as the Idempotency-Key; a service to submit-service/, a car added offline
// to cars/set-car/. A try that hears nothing for SEND_TIMEOUT_MS is given up (no answer).
import { submitService } from '#shared/contracts/rest/service-center/services.ts'
import { addCustomerCar } from '#shared/contracts/rest/service-center/cars.ts'
import { callRest } from '../../../api/call-rest.ts'
import { RestError } from '../../../api/rest.ts'
import {
  outcomeOfFailure,
  SEND_TIMEOUT_MS,
  type SendOutcome,
} from '#shared/protocols/submission-retry.ts'
import { isCarRecord, serviceBody, type QueueRecord } from '#shared/protocols/submission-record.ts'

export const SUBMIT_PATH = submitService.path

export async function sendSubmission(record: QueueRecord): Promise<SendOutcome> {
  const headers = { 'Idempotency-Key': record.clientId }
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS)
  try {
    if (isCarRecord(record)) {
      const answer = await callRest(addCustomerCar, { body: record.payload, headers, signal })
      return { kind: 'sent', id: answer.data.user_car_id }
    }
    const answer = await callRest(submitService, {
      body: serviceBody(record, Date.now()),
      headers,
      signal,
    })
    const data = answer.data as { bill_id: number; code_sent?: boolean }
    return { kind: 'sent', id: data.bill_id, codeSent: data.code_sent ?? true }
  } catch (error) {
    // callRest turns every failure into a RestError; anything else never reached the server.
    if (error instanceof RestError) return outcomeOfFailure(error.status, error.message)
    return outcomeOfFailure(0, error instanceof Error ? error.message : String(error))
  }
}

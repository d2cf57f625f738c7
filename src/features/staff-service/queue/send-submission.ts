// The page's way of sending one queued service: the REST client (session, refresh, language)
// with the item's client id as the Idempotency-Key.
import { submitService } from '#shared/contracts/rest/service-center/services.ts'
import { callRest } from '../../../api/call-rest.ts'
import { RestError } from '../../../api/rest.ts'
import { outcomeOfFailure, type SendOutcome } from '#shared/protocols/submission-retry.ts'
import type { QueuedService } from './queued-service.ts'

export const SUBMIT_PATH = submitService.path

export async function sendSubmission(record: QueuedService): Promise<SendOutcome> {
  try {
    const answer = await callRest(submitService, {
      body: record.payload,
      headers: { 'Idempotency-Key': record.clientId },
    })
    return { kind: 'sent', billId: answer.data.bill_id }
  } catch (error) {
    // callRest turns every failure into a RestError; anything else never reached the server.
    if (error instanceof RestError) return outcomeOfFailure(error.status, error.message)
    return outcomeOfFailure(0, error instanceof Error ? error.message : String(error))
  }
}

import type * as z from 'zod/mini'
import {
  loadService,
  resendServiceCode as resendRoute,
  submitService,
  type serviceCodeState,
} from '#shared/contracts/rest/service-center/services.ts'
import { callRest } from '../../../api/call-rest.ts'

export type CodeState = z.output<typeof serviceCodeState>

// Where the service's code stands on the server (decision 254): verified already, or the code
// waiting (null: none was sent, or it was spent).
export async function loadCodeState(
  billId: number,
): Promise<{ verified: boolean; code: CodeState | null }> {
  const answer = await callRest(loadService, { params: { id: billId } })
  return { verified: answer.data.is_verified, code: answer.data.code ?? null }
}

export async function verifyService(request: {
  billId: number
  phone: string
  code: string
}): Promise<string> {
  const answer = await callRest(submitService, {
    body: { code: request.code, mobile_number: request.phone, bill_id: request.billId },
  })
  return answer.message ?? ''
}

export async function resendServiceCode(request: {
  billId: number
  phone: string
  messagingService: string | null
}): Promise<{ message: string; code: CodeState | null }> {
  const answer = await callRest(resendRoute, {
    body: {
      mobile_number: request.phone,
      messaging_service: request.messagingService,
      bill_id: request.billId,
    },
  })
  return { message: answer.message ?? '', code: answer.data.code ?? null }
}

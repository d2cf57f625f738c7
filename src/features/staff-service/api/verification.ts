import {
  resendServiceCode as resendRoute,
  submitService,
} from '#shared/contracts/rest/service-center/services.ts'
import { callRest } from '../../../api/call-rest.ts'

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
}): Promise<string> {
  const answer = await callRest(resendRoute, {
    body: {
      mobile_number: request.phone,
      messaging_service: request.messagingService,
      bill_id: request.billId,
    },
  })
  return answer.message ?? ''
}

import { restCall } from '../../../api/rest.ts'

export async function verifyService(request: {
  billId: number
  phone: string
  code: string
}): Promise<string> {
  const answer = await restCall<{ bill_id: number }>('post', 'service_center/submit-service/', {
    json: { code: request.code, mobile_number: request.phone, bill_id: request.billId },
  })
  return answer.message ?? ''
}

export async function resendServiceCode(request: {
  billId: number
  phone: string
  messagingService: string | null
}): Promise<string> {
  const answer = await restCall<{ bill_id: number }>('post', 'service_center/resend-otp/', {
    json: {
      mobile_number: request.phone,
      messaging_service: request.messagingService,
      bill_id: request.billId,
    },
  })
  return answer.message ?? ''
}

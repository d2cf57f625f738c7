// The returns calls of the spec (orders/returnable/, returned-summary/, returned/,
// returned-verify/) and the reasons offered (rates/poll-questions/).
import { restCall } from '../../../api/rest.ts'

export interface ReturnableItem {
  id: number
  order_id: number
  order_number: string
  product_name: string
  image: string | null
  quantity: number
  returned: number
  returnable_quantity: number
  unit_price: number
  currency: string
  return_until: string
}

export interface ReturnSummary {
  id: number
  order_number: string
  product_name: string
  image: string | null
  quantity: number
  unit_price: number
  refund_amount: number
  refund_to: 'wallet'
  category_id: number | null
  return_until: string
}

export interface PollQuestion {
  id: number
  title: string
}

export interface ReturnRequest {
  id: number
  order_line_id: number
  quantity: number
  poll_id: number
}

export interface VerifiedReturn {
  id: number
  refund_amount: number
  wallet_balance: number
}

export async function fetchReturnable(): Promise<ReturnableItem[]> {
  return (await restCall<ReturnableItem[]>('get', 'orders/returnable/')).data
}

export async function fetchReturnSummary(id: number, quantity: number): Promise<ReturnSummary> {
  return (
    await restCall<ReturnSummary>('post', 'orders/returned-summary/', { json: { id, quantity } })
  ).data
}

export async function fetchPollQuestions(categoryId: number | null): Promise<PollQuestion[]> {
  return (
    await restCall<PollQuestion[]>('get', 'rates/poll-questions/', {
      query: { category_id: categoryId, type: 'returned' },
    })
  ).data
}

export async function requestReturn(request: {
  id: number
  quantity: number
  pollId: number
}): Promise<{ request: ReturnRequest; message: string }> {
  const answer = await restCall<ReturnRequest>('post', 'orders/returned/', {
    json: { id: request.id, quantity: request.quantity, poll_id: request.pollId },
  })
  return { request: answer.data, message: answer.message ?? '' }
}

export async function verifyReturn(
  id: number,
  code: string,
): Promise<{ verified: VerifiedReturn; message: string }> {
  const answer = await restCall<VerifiedReturn>('post', 'orders/returned-verify/', {
    json: { id, code },
  })
  return { verified: answer.data, message: answer.message ?? '' }
}

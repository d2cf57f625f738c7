// The returns calls of the spec (orders/returnable/, returned-summary/, returned/,
// returned-verify/) and the reasons offered (rates/poll-questions/).
import type * as z from 'zod/mini'
import * as orders from '#shared/contracts/rest/orders.ts'
import { pollQuestions, type pollQuestion } from '#shared/contracts/rest/rates.ts'
import { callRest } from '../../../api/call-rest.ts'

export type ReturnableItem = z.output<typeof orders.returnableItem>
export type ReturnSummary = z.output<typeof orders.returnSummary>
export type PollQuestion = z.output<typeof pollQuestion>
export type ReturnRequest = z.output<typeof orders.returnRequest>
export type VerifiedReturn = z.output<typeof orders.verifiedReturn>

export async function fetchReturnable(): Promise<ReturnableItem[]> {
  return (await callRest(orders.returnable)).data
}

export async function fetchReturnSummary(id: number, quantity: number): Promise<ReturnSummary> {
  return (await callRest(orders.returnedSummary, { body: { id, quantity } })).data
}

export async function fetchPollQuestions(categoryId: number | null): Promise<PollQuestion[]> {
  const query = { category_id: categoryId ?? undefined, type: 'returned' as const }
  return (await callRest(pollQuestions, { query })).data
}

export async function requestReturn(request: {
  id: number
  quantity: number
  pollId: number
}): Promise<{ request: ReturnRequest; message: string }> {
  const answer = await callRest(orders.returned, {
    body: { id: request.id, quantity: request.quantity, poll_id: request.pollId },
  })
  return { request: answer.data, message: answer.message ?? '' }
}

export async function verifyReturn(
  id: number,
  code: string,
): Promise<{ verified: VerifiedReturn; message: string }> {
  const answer = await callRest(orders.returnedVerify, { body: { id, code } })
  return { verified: answer.data, message: answer.message ?? '' }
}

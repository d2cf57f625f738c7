import * as services from '#shared/contracts/rest/service-center/services.ts'
import { callRest } from '../../../api/call-rest.ts'
import { pageOf } from './page-of.ts'
import type { Page, ServiceDetail, ServiceSummary, ServiceTotals } from './types.ts'

export async function loadServices(
  query: { q?: string; is_verified?: '0' | '1' },
  page: number,
  signal: AbortSignal,
): Promise<Page<ServiceSummary, ServiceTotals>> {
  const answer = await callRest(services.loadServices, { query: { ...query, page }, signal })
  return pageOf(answer, answer.extra)
}

// The id as the page's address gives it: one that is not a number names no service (404).
export async function loadService(id: string, signal: AbortSignal): Promise<ServiceDetail> {
  return (await callRest(services.loadService, { params: { id: Number(id) }, signal })).data
}

// Answers the server's message, shown as the success toast.
export async function deleteService(id: number): Promise<string> {
  const answer = await callRest(services.deleteService, { params: { id } })
  return answer.message ?? ''
}

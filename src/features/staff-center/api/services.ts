import { restCall } from '../../../api/rest.ts'
import { pageOf } from './page-of.ts'
import type { Page, ServiceDetail, ServiceSummary, ServiceTotals } from './types.ts'

const noTotals: ServiceTotals = { total_charge_price: 0, total_verified_count: 0, total_count: 0 }

export async function loadServices(
  query: { q?: string; is_verified?: '0' | '1' },
  page: number,
  signal: AbortSignal,
): Promise<Page<ServiceSummary, ServiceTotals>> {
  const answer = await restCall<ServiceSummary[]>('get', 'service_center/load-bills/', {
    query: { ...query, page },
    signal,
  })
  const extra = (answer.extra ?? {}) as Partial<ServiceTotals>
  return pageOf(answer, { ...noTotals, ...extra })
}

export async function loadService(id: string, signal: AbortSignal): Promise<ServiceDetail> {
  const path = `service_center/load-bills/${encodeURIComponent(id)}/`
  return (await restCall<ServiceDetail>('get', path, { signal })).data
}

// Answers the server's message, shown as the success toast.
export async function deleteService(id: number): Promise<string> {
  const answer = await restCall<unknown>('delete', `service_center/load-bills/${id}/`)
  return answer.message ?? ''
}

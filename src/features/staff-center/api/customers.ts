import { restCall } from '../../../api/rest.ts'
import { pageOf } from './page-of.ts'
import type { CenterCustomer, Page } from './types.ts'

export async function loadCustomers(
  q: string,
  page: number,
  signal: AbortSignal,
): Promise<Page<CenterCustomer>> {
  const answer = await restCall<CenterCustomer[]>('get', 'service_center/load-customers/', {
    query: { q, page },
    signal,
  })
  return pageOf(answer, undefined)
}

import { loadCustomers as customersRoute } from '#shared/contracts/rest/service-center/customers.ts'
import { callRest } from '../../../api/call-rest.ts'
import { pageOf } from './page-of.ts'
import type { CenterCustomer, Page } from './types.ts'

export async function loadCustomers(
  q: string,
  page: number,
  signal: AbortSignal,
): Promise<Page<CenterCustomer>> {
  const answer = await callRest(customersRoute, { query: { q, page }, signal })
  return pageOf(answer, undefined)
}

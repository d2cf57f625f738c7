import { restCall } from '../../../api/rest.ts'
import { pageOf } from './page-of.ts'
import type { Page, StockRow } from './types.ts'

export async function loadStock(
  query: { q?: string; page: number },
  signal: AbortSignal,
): Promise<Page<StockRow>> {
  const answer = await restCall<StockRow[]>('get', 'service_center/service-center-stock/', {
    query,
    signal,
  })
  return pageOf(answer, undefined)
}

import { loadStock as stockRoute } from '#shared/contracts/rest/service-center/stock.ts'
import { callRest } from '../../../api/call-rest.ts'
import { pageOf } from './page-of.ts'
import type { Page, StockRow } from './types.ts'

export async function loadStock(
  query: { q?: string; page: number },
  signal: AbortSignal,
): Promise<Page<StockRow>> {
  const answer = await callRest(stockRoute, { query, signal })
  return pageOf(answer, undefined)
}

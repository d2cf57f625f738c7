// service-center-stock/: the center's stock shares, ten rows a page, searchable by product.
// The pagination carries the neighbouring pages' addresses with the search kept.
import { loadStock } from '#shared/contracts/rest/service-center/stock.ts'
import type { AppDeps } from '../../app-deps.ts'
import { listCenterStock, STOCK_PAGE_SIZE } from '../../service-center/center-stock.ts'
import type { RestContext } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { paged } from './list-query.ts'

function pageUrl(c: RestContext, page: number | null): string | null {
  if (page === null) return null
  const url = new URL(c.req.url)
  url.searchParams.set('page', String(page))
  return url.toString()
}

export function stockRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(loadStock, async (c, { query, who: staff }) => {
    const answer = await listCenterStock(
      db,
      staff.centerId,
      query.q,
      { page: query.page, limit: STOCK_PAGE_SIZE },
      c.get('language'),
    )
    return paged(answer.data, {
      ...answer.pagination,
      next_url: pageUrl(c, answer.pagination.next),
      previous_url: pageUrl(c, answer.pagination.previous),
    })
  })

  return router
}

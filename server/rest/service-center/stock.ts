// service-center-stock/: the center's stock shares, ten rows a page, searchable by product.
// The pagination carries the neighbouring pages' addresses with the search kept.
import { loadStock } from '#shared/contracts/rest/service-center/stock.ts'
import type { AppDeps } from '../../app-deps.ts'
import { listCenterStock, STOCK_PAGE_SIZE } from '../../service-center/center-stock.ts'
import type { RestContext } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { paged } from './list-query.ts'

// On the configured public origin (PUBLIC_ORIGIN), else as a path: never the Host the request
// names, which anyone can write.
function pageUrl(c: RestContext, page: number | null, origin: string | null): string | null {
  if (page === null) return null
  const asked = new URL(c.req.url)
  const url = new URL(`${asked.pathname}${asked.search}`, origin ?? 'http://origin.invalid')
  url.searchParams.set('page', String(page))
  return origin ? url.toString() : `${url.pathname}${url.search}`
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
      next_url: pageUrl(c, answer.pagination.next, deps.config.publicOrigin),
      previous_url: pageUrl(c, answer.pagination.previous, deps.config.publicOrigin),
    })
  })

  return router
}

// service-center-stock/: the center's stock shares, ten rows a page, searchable by product.
// The pagination carries the neighbouring pages' addresses with the search kept.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import { listCenterStock, STOCK_PAGE_SIZE } from '../../service-center/center-stock.ts'
import { createRouter, type RestContext } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffQuery } from './validation.ts'
import { paged, pageField, searchField } from './list-query.ts'

const listQuery = z.object({ q: searchField, page: pageField })

function pageUrl(c: RestContext, page: number | null): string | null {
  if (page === null) return null
  const url = new URL(c.req.url)
  url.searchParams.set('page', String(page))
  return url.toString()
}

export function stockRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/service-center-stock/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const query = staffQuery(c, listQuery)
    const answer = await listCenterStock(
      db,
      staff.centerId,
      query.q,
      { page: query.page, limit: STOCK_PAGE_SIZE },
      c.get('language'),
    )
    return paged(c, answer.data, {
      ...answer.pagination,
      next_url: pageUrl(c, answer.pagination.next),
      previous_url: pageUrl(c, answer.pagination.previous),
    })
  })

  return router
}

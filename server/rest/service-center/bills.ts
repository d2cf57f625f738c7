// load-bills/: the center's services (list with totals, one service, deleting one still
// waiting for the customer's code). Staff of an active center only; another center's service
// answers 404.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import { centerBill, deleteCenterBill, listCenterBills } from '../../service-center/center-bills.ts'
import { createRouter, ok, say, type RestContext } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffBody, staffQuery } from './validation.ts'
import { idParam, limitField, paged, pageField, searchField } from './list-query.ts'
import { byRules, idField } from './rules.ts'

export const BILLS_PAGE_SIZE = 20

const listQuery = z.object({
  is_verified: z.enum(['0', '1', 'true', 'false', '']).optional(),
  q: searchField,
  page: pageField,
  limit: limitField(BILLS_PAGE_SIZE),
})

const notFound = { en: 'This service was not found.', ar: 'لم يتم العثور على هذه الخدمة.' }

export function billRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/load-bills/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const query = staffQuery(c, listQuery)
    const verified = query.is_verified
    const answer = await listCenterBills(
      db,
      staff.centerId,
      {
        isVerified:
          verified === '1' || verified === 'true'
            ? true
            : verified === '0' || verified === 'false'
              ? false
              : null,
        q: query.q,
      },
      { page: query.page, limit: query.limit },
      c.get('language'),
    )
    return paged(c, answer.data, answer.pagination, { ...answer.extra })
  })

  router.get('/load-bills/:id/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const id = idParam(c, notFound)
    return byRules(c, async () =>
      ok(c, await centerBill(db, staff.centerId, id, c.get('language'))),
    )
  })

  const remove = (c: RestContext, centerId: number, id: number) =>
    byRules(c, async () => {
      await deleteCenterBill(db, centerId, id)
      return ok(c, { bill_id: id }, say(c, 'The service was deleted.', 'تم حذف الخدمة.'))
    })

  router.delete('/load-bills/:id/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    return remove(c, staff.centerId, idParam(c, notFound))
  })

  // The spec's other form: the bill named in the body.
  router.delete('/load-bills/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const body = await staffBody(c, z.object({ bill_id: idField }))
    return remove(c, staff.centerId, body.bill_id)
  })

  return router
}

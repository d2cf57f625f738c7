// user-bills/ and bill-factor/: the signed-in customer's own service bills (the staff calls of
// this group are the other modules). Another person's bill answers 404.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import { billOf, billsOf } from '../../account/bills.ts'
import { createRouter, ok, queryOf, requireUser } from '../http.ts'
import { byRules } from './rules.ts'

export const billToken = z.string().trim().min(1).max(64)

export function customerBillRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/user-bills/', async (c) => {
    const user = requireUser(c)
    return ok(c, await billsOf(db, user.id, c.get('language')))
  })

  router.get('/bill-factor/', async (c) => {
    const user = requireUser(c)
    const { code } = queryOf(c, z.object({ code: billToken }))
    return byRules(c, async () => ok(c, await billOf(db, user.id, code, c.get('language'))))
  })

  return router
}

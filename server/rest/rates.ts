// rates/*: poll questions (the reasons offered when returning an item) and bill ratings.
import { z } from 'zod'
import type { AppDeps } from '../app-deps.ts'
import { rateBill } from '../account/bills.ts'
import { pollQuestions } from '../account/poll-questions.ts'
import { bodyOf, createRouter, ok, queryOf, requireUser, say } from './http.ts'
import { billToken } from './service-center/customer-bills.ts'
import { byRules, idField } from './service-center/rules.ts'

export function ratesRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/poll-questions/', async (c) => {
    const query = queryOf(
      c,
      z.object({ category_id: idField.optional(), type: z.enum(['returned']).default('returned') }),
    )
    return ok(
      c,
      await pollQuestions(
        db,
        { categoryId: query.category_id ?? null, type: query.type },
        c.get('language'),
      ),
    )
  })

  router.post('/rate/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(
      c,
      z.object({
        token: billToken,
        rate: z.coerce.number().int(),
        items: z.array(z.coerce.number().int()).max(5).default([]),
      }),
    )
    return byRules(c, async () =>
      ok(
        c,
        await rateBill(
          db,
          user.id,
          { token: body.token, point: body.rate, reasons: body.items },
          c.get('language'),
        ),
        say(c, 'Your feedback has been registered. Thanks.', 'تم تسجيل رأيك. شكرًا لك.'),
      ),
    )
  })

  return router
}

// rates/*: poll questions (the reasons offered when returning an item) and bill ratings.
import { pollQuestions as pollQuestionsRoute, rate } from '#shared/contracts/rest/rates.ts'
import type { AppDeps } from '../app-deps.ts'
import { rateBill } from '../account/bills.ts'
import { pollQuestions } from '../account/poll-questions.ts'
import { ok, say } from './http.ts'
import { restRouter } from './rest-router.ts'
import { byRules } from './service-center/rules.ts'
import { msg } from '../i18n/message.ts'

export function ratesRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(pollQuestionsRoute, async (c, { query }) =>
    ok(
      await pollQuestions(
        db,
        { categoryId: query.category_id ?? null, type: query.type },
        c.get('language'),
      ),
    ),
  )

  on(rate, async (c, { body, who: user }) =>
    byRules(c, async () =>
      ok(
        await rateBill(
          db,
          user.id,
          { token: body.token, point: body.rate, reasons: body.items },
          c.get('language'),
        ),
        say(c, msg('Thanks for your feedback.')),
      ),
    ),
  )

  return router
}

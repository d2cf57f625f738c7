// orders/returnable/, returned-summary/, returned/, returned-verify/: a person returning
// items of their own orders (server/account/returns.ts holds the rules).
import * as orders from '#shared/contracts/rest/orders.ts'
import type { AppDeps } from '../../app-deps.ts'
import {
  requestReturn,
  returnableItems,
  returnSummary,
  verifyReturn,
} from '../../account/returns.ts'
import { codeSettingsOf } from '../../otp/codes.ts'
import { notifyCustomer } from '../../push/customer-notices.ts'
import { ok, say } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { byRules } from '../service-center/rules.ts'
import { msg } from '../../i18n/message.ts'

export function returnRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db, config, log } = deps

  on(orders.returnable, async (c, { who: user }) =>
    ok(await returnableItems(db, user, c.get('language'))),
  )

  on(orders.returnedSummary, async (c, { body, who: user }) =>
    byRules(c, async () =>
      ok(
        await returnSummary(
          db,
          user,
          { lineId: body.id, quantity: body.quantity },
          c.get('language'),
        ),
      ),
    ),
  )

  on(orders.returned, async (c, { body, who: user }) =>
    byRules(c, async () =>
      ok(
        await requestReturn(
          db,
          user,
          { lineId: body.id, quantity: body.quantity, pollId: body.poll_id },
          {
            log,
            settings: codeSettingsOf(config),
            language: c.get('language'),
            messagingService: body.messaging_service ?? null,
          },
        ),
        say(c, msg('A code to confirm the return was sent to you.')),
      ),
    ),
  )

  on(orders.returnedVerify, async (c, { body, who: user }) =>
    byRules(c, async () => {
      const { verified, notice } = await verifyReturn(
        db,
        user,
        { returnId: body.id, code: body.code },
        codeSettingsOf(config),
      )
      await notifyCustomer(deps, user.id, notice)
      return ok(
        verified,
        say(c, msg('Your return is confirmed. The amount was added to your wallet.')),
      )
    }),
  )

  return router
}

// orders/returnable/, returned-summary/, returned/, returned-verify/: a person returning
// items of their own orders (server/account/returns.ts holds the rules).
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import {
  requestReturn,
  returnableItems,
  returnSummary,
  verifyReturn,
} from '../../account/returns.ts'
import { codeSettingsOf, CODE_LENGTH } from '../../otp/codes.ts'
import { bodyOf, createRouter, ok, requireUser, say } from '../http.ts'
import { byRules, idField } from '../service-center/rules.ts'

const quantity = z.coerce.number().int().min(1).max(1000)

export function returnRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db, config, log } = deps

  router.get('/returnable/', async (c) => {
    const user = requireUser(c)
    return ok(c, await returnableItems(db, user, c.get('language')))
  })

  router.post('/returned-summary/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(c, z.object({ id: idField, quantity }))
    return byRules(c, async () =>
      ok(
        c,
        await returnSummary(
          db,
          user,
          { lineId: body.id, quantity: body.quantity },
          c.get('language'),
        ),
      ),
    )
  })

  router.post('/returned/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(
      c,
      z.object({
        id: idField,
        quantity,
        poll_id: idField,
        messaging_service: z.string().max(30).nullish(),
      }),
    )
    return byRules(c, async () =>
      ok(
        c,
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
        say(c, 'A code to confirm the return was sent to you.', 'تم إرسال رمز تأكيد الإرجاع إليك.'),
      ),
    )
  })

  router.post('/returned-verify/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(
      c,
      z.object({ id: idField, code: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`)) }),
    )
    return byRules(c, async () =>
      ok(
        c,
        await verifyReturn(
          db,
          user,
          { returnId: body.id, code: body.code },
          codeSettingsOf(config),
        ),
        say(
          c,
          'Your return is confirmed. The amount was added to your wallet.',
          'تم تأكيد الإرجاع وأضيف المبلغ إلى محفظتك.',
        ),
      ),
    )
  })

  return router
}

// Development only (DEV_OUTBOX=1): read the last one-time code sent to a phone, the way a
// person reads an SMS, and a captcha's characters, the way a person reads the picture; inject
// failures for fault tests. Never mounted otherwise.
import * as dev from '#shared/contracts/rest/dev.ts'
import { lastOutboxMessage } from '../otp/codes.ts'
import { outboxCaptchaAnswer } from '../auth/captcha.ts'
import type { AppDeps } from '../app-deps.ts'
import { failWith, reply } from './http.ts'
import { restRouter } from './rest-router.ts'
import { addFault, clearFaults, faultsOf } from './dev-faults.ts'

export function devRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  on(dev.outbox, async (_c, { query }) => {
    const message = await lastOutboxMessage(deps.db, query.phone)
    if (!message) return failWith(404, 'No code was sent to this number.')
    return reply({
      code: message.code,
      sentAt: message.created_at.toISOString(),
      messagingService: message.messaging_service,
      purpose: message.purpose,
    })
  })
  on(dev.captchaAnswer, async (_c, { query }) => {
    const answer = await outboxCaptchaAnswer(deps.db, query.uuid)
    if (answer === null) return failWith(404, 'No captcha has this id.')
    return reply({ answer })
  })
  // Fault injection for tests (see dev-faults.ts).
  on(dev.addFault, async (_c, { body }) => {
    addFault(deps, body)
    return reply({ faults: faultsOf(deps) })
  })
  on(dev.faults, async () => reply({ faults: faultsOf(deps) }))
  on(dev.clearFaults, async () => {
    clearFaults(deps)
    return reply({ faults: [] })
  })
  return router
}

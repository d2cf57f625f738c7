// Development only (DEV_OUTBOX=1): read the last one-time code sent to a phone, the way a
// person reads an SMS. Never mounted otherwise.
import { z } from 'zod'
import { lastOutboxMessage } from '../otp/codes.ts'
import type { AppDeps } from '../app-deps.ts'
import { createRouter, failWith, queryOf } from './http.ts'

export function devRoutes(deps: AppDeps) {
  const router = createRouter()
  router.get('/outbox', async (c) => {
    const { phone } = queryOf(c, z.object({ phone: z.string().regex(/^\d{8,15}$/) }))
    const message = await lastOutboxMessage(deps.db, phone)
    if (!message) return failWith(404, 'No code was sent to this number.')
    return c.json({
      code: message.code,
      sentAt: message.created_at.toISOString(),
      messagingService: message.messaging_service,
      purpose: message.purpose,
    })
  })
  return router
}

// Development only (DEV_OUTBOX=1): read the last one-time code sent to a phone, the way a
// person reads an SMS, and inject failures for fault tests. Never mounted otherwise.
import { z } from 'zod'
import { lastOutboxMessage } from '../otp/codes.ts'
import type { AppDeps } from '../app-deps.ts'
import { createRouter, failWith, queryOf, bodyOf } from './http.ts'
import { addFault, clearFaults, faultsOf } from './dev-faults.ts'

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
  // Fault injection for tests (see dev-faults.ts).
  router.post('/faults', async (c) => {
    const fault = await bodyOf(
      c,
      z.object({
        path: z.string().min(1),
        method: z.string().default('POST'),
        times: z.number().int().min(1).max(1000).default(1),
        mode: z.enum(['status', 'drop-after-commit']).default('status'),
        status: z.number().int().min(400).max(599).default(503),
        message: z.string().default('Service temporarily unavailable.'),
      }),
    )
    addFault(deps, fault)
    return c.json({ faults: faultsOf(deps) })
  })
  router.get('/faults', (c) => c.json({ faults: faultsOf(deps) }))
  router.delete('/faults', (c) => {
    clearFaults(deps)
    return c.json({ faults: [] })
  })
  return router
}

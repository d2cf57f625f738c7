// accounts/*: the signed-in person and the end of a session.
import { z } from 'zod'
import { endSession } from '../auth/tokens.ts'
import type { AppDeps } from '../app-deps.ts'
import { bodyOf, createRouter, ok } from './http.ts'

export function accountRoutes(deps: AppDeps) {
  const router = createRouter()

  // Sign-out: revokes the refresh token's whole family so it cannot be used again.
  router.post('/logout/', async (c) => {
    const { refresh_token } = await bodyOf(c, z.object({ refresh_token: z.string().min(1) }))
    await endSession(deps.db, refresh_token, deps.config)
    return ok(c, null)
  })

  return router
}

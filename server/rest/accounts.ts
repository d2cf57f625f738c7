// accounts/*: the ways in (accounts-login.ts), the signed-in person (accounts-user.ts) and the
// end of a session.
import { z } from 'zod'
import { endSession } from '../auth/tokens.ts'
import type { AppDeps } from '../app-deps.ts'
import { addressRoutes } from './accounts/addresses.ts'
import { creditRoutes } from './accounts/credit.ts'
import { loginRoutes } from './accounts-login.ts'
import { userRoutes } from './accounts-user.ts'
import { bodyOf, createRouter, ok } from './http.ts'

export function accountRoutes(deps: AppDeps) {
  const router = createRouter()
  router.route('/', loginRoutes(deps))
  router.route('/', userRoutes(deps))
  router.route('/', addressRoutes(deps))
  router.route('/', creditRoutes(deps))

  // Sign-out: revokes the refresh token's whole family so it cannot be used again, and stops
  // pushes to the device the person signed out on.
  router.post('/logout/', async (c) => {
    const body = await bodyOf(
      c,
      z.object({
        refresh_token: z.string().min(1),
        device_token: z.string().min(1).max(2000).nullish(),
      }),
    )
    const ended = await endSession(deps.db, body.refresh_token, deps.config)
    if (ended && body.device_token) {
      await deps.db.query('delete from devices where user_id = $1 and device_token = $2', [
        ended.userId,
        body.device_token,
      ])
    }
    return ok(c, null)
  })

  return router
}

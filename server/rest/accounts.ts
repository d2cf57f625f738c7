// accounts/*: the ways in (accounts-login.ts), the signed-in person (accounts-user.ts) and the
// end of a session.
import { logout } from '#shared/contracts/rest/accounts.ts'
import { endSession } from '../auth/tokens.ts'
import type { AppDeps } from '../app-deps.ts'
import { removeDevice } from '../push/devices.ts'
import { addressRoutes } from './accounts/addresses.ts'
import { creditRoutes } from './accounts/credit.ts'
import { loginRoutes } from './accounts-login.ts'
import { userRoutes } from './accounts-user.ts'
import { ok } from './http.ts'
import { restRouter } from './rest-router.ts'

export function accountRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  router.route('/', loginRoutes(deps))
  router.route('/', userRoutes(deps))
  router.route('/', addressRoutes(deps))
  router.route('/', creditRoutes(deps))

  // Sign-out: revokes the refresh token's whole family so it cannot be used again, and stops
  // pushes to the device the person signed out on.
  on(logout, async (_c, { body }) => {
    const ended = await endSession(deps.db, body.refresh_token, deps.config)
    if (ended && body.device_token) await removeDevice(deps.db, ended.userId, body.device_token)
    return ok(null)
  })

  return router
}

// Who an administrator action is by, and from where, for the audit log: the signed-in
// administrator, else the ADMIN_TOKEN (or the notify command's token) that let it through.
import type { AdminActionEntry, AdminActor } from '../account/admin-audit.ts'
import type { AuthUser } from '../auth/request-user.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientAddress } from '../http/client-address.ts'
import type { RestContext } from './http.ts'

export function adminOrigin(
  c: RestContext,
  deps: AppDeps,
  who: AuthUser | null,
  viaCommand = false,
): Pick<AdminActionEntry, 'actor' | 'clientAddress' | 'userAgent'> {
  const actor: AdminActor = viaCommand
    ? { kind: 'notify-command' }
    : who?.isAdmin
      ? { kind: 'user', userId: who.id }
      : { kind: 'admin-token' }
  return {
    actor,
    clientAddress: clientAddress(c, deps.config.trustProxyHops),
    userAgent: c.req.header('user-agent') ?? '',
  }
}

// Who may record a service or add a customer's car: staff with their session, or the app's
// service worker with the submit credential a page of theirs left (decision 173), which
// stands for the same person (so their Idempotency-Keys are one person's) and runs the same
// staff guard. `submitOnly` marks the credential: it may record, never confirm or read.
import type { AppDeps } from '../../app-deps.ts'
import { submitCredentialUser } from '../../auth/submit-credential.ts'
import type { RestContext } from '../http.ts'
import { activeStaffOf, requireActiveStaff, type StaffMember } from '../staff-guard.ts'

export function staffOrWorker(deps: AppDeps) {
  return async (c: RestContext): Promise<StaffMember> => {
    if (c.get('auth').kind !== 'user') {
      const user = await submitCredentialUser(deps, c.req.header('authorization') ?? null)
      if (user) return { ...(await activeStaffOf(c, deps.db, user)), submitOnly: true }
    }
    return requireActiveStaff(c, deps.db)
  }
}

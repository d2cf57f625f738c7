// Staff endpoints answer only to an active employee of an active service center: anyone else
// (a customer, staff of an inactive center, a deactivated employee) gets 403.
import type { Db } from '../db/database.ts'
import type { AuthUser } from '../auth/request-user.ts'
import { activeMembership } from '../service-center/centers.ts'
import { failWith, requireUser, say, type RestContext } from './http.ts'
import { msg } from '../i18n/message.ts'

export interface StaffMember {
  user: AuthUser
  centerId: number
  isManager: boolean
  // Asked with the submit credential (decision 173): may record a new service, nothing else.
  submitOnly?: boolean
}

export async function requireActiveStaff(c: RestContext, db: Db): Promise<StaffMember> {
  return activeStaffOf(c, db, requireUser(c))
}

export async function activeStaffOf(c: RestContext, db: Db, user: AuthUser): Promise<StaffMember> {
  const membership = await activeMembership(db, user.id)
  if (!membership) {
    return failWith(403, say(c, msg('Only active service centers can use this.')), {
      access_denied: true,
    })
  }
  return { user, centerId: membership.center_id, isManager: membership.is_manager }
}

// Whether the signed-in person may record services: the server answers 403 to staff of an
// inactive center (and to anyone who is not staff). Asked once per screen opening, with the
// lightest staff-only call; no answer (offline) leaves the screen as it is.
import { loadCategories } from '#shared/contracts/rest/service-center/appointments.ts'
import { callRest } from '../../../api/call-rest.ts'
import { RestError } from '../../../api/rest.ts'

export async function staffAccessDenied(signal: AbortSignal): Promise<boolean> {
  try {
    await callRest(loadCategories, { signal })
    return false
  } catch (error) {
    return error instanceof RestError && error.status === 403
  }
}

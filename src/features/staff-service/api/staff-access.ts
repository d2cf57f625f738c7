// Whether the signed-in person may record services: the server answers 403 to staff of an
// inactive center (and to anyone who is not staff). Asked once per screen opening, with the
// lightest staff-only call; no answer (offline) leaves the screen as it is.
import { restCall, toRestError } from '../../../api/rest.ts'

export async function staffAccessDenied(signal: AbortSignal): Promise<boolean> {
  try {
    await restCall('get', 'service_center/load-categories/', { signal })
    return false
  } catch (error) {
    return (await toRestError(error)).status === 403
  }
}

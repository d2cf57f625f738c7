// Whether a bill made from a queued service still waits for the customer's code: false when
// it was verified or deleted (on this device or another), null when the server cannot say.
import { restCall, toRestError } from '../../../api/rest.ts'

export async function billStillWaiting(billId: number): Promise<boolean | null> {
  try {
    const path = `service_center/load-bills/${billId}/`
    const answer = await restCall<{ is_verified?: boolean }>('get', path)
    return answer.data.is_verified !== true
  } catch (error) {
    return (await toRestError(error)).status === 404 ? false : null
  }
}

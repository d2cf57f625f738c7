// Whether a bill made from a queued service still waits for the customer's code, was verified
// or deleted (on this device or another); null when the server cannot say.
import { loadService } from '#shared/contracts/rest/service-center/services.ts'
import { callRest } from '../../../api/call-rest.ts'
import { RestError } from '../../../api/rest.ts'
import type { BillState } from '../queue/submission-store.ts'

export async function billState(billId: number): Promise<BillState> {
  try {
    const answer = await callRest(loadService, { params: { id: billId } })
    return answer.data.is_verified === true ? 'verified' : 'waiting'
  } catch (error) {
    return error instanceof RestError && error.status === 404 ? 'deleted' : null
  }
}

// "Send the code now" (decision 254): a service that reached the server late got no code, so
// the staff member sends it once the customer is at the counter; the item then says so.
import { loadDb } from '../../../db/index.ts'
import { resendServiceCode } from '../api/verification.ts'
import type { QueuedService } from './queued-service.ts'

export async function sendServiceCodeNow(item: QueuedService): Promise<void> {
  if (item.billId === null) return
  await resendServiceCode({
    billId: item.billId,
    phone: item.payload.mobile_number,
    messagingService: item.payload.messaging_service,
  })
  const db = await loadDb()
  await db.submissions.update(item.clientId, (record) => {
    if (record.kind !== 'car') record.codeSent = true
  })
}

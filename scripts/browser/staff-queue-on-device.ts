// Writes services straight into the device's staff queue (IndexedDB), shaped as Submit writes
// them: for the end-to-end tests and the bench that replay many of them (the screens' own
// Submit is exercised by the other tests).
import type { Page } from '@playwright/test'

export async function queueDirectly(
  page: Page,
  items: {
    phone: string
    lineIds: number[]
    carId: number
    odometer: number
    // An item tried before: how many times, and how long until its next try.
    attempts?: number
    nextTryInMs?: number
    // Recorded that long ago (Submit pressed, the queue held it since).
    recordedAgoMs?: number
    customerName?: string
  }[],
) {
  await page.evaluate(async (list) => {
    const ownerId = (
      JSON.parse(localStorage.getItem('hig:session') ?? '{}') as {
        user?: { id?: string }
      }
    ).user?.id
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('hig')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const database = open.result
        const transaction = database.transaction('submissions', 'readwrite')
        const store = transaction.objectStore('submissions')
        const now = Date.now()
        list.forEach((item, index) =>
          store.add({
            // The app's client ids start with the owner (see queued-service.ts).
            clientId: `${Array.from(new TextEncoder().encode(ownerId ?? ''), (byte) =>
              byte.toString(16).padStart(2, '0'),
            ).join('')}.${crypto.randomUUID()}`,
            ownerId,
            createdAt: now + index - (item.recordedAgoMs ?? 0),
            status: 'queued',
            payload: {
              mobile_number: item.phone,
              order_line_id: item.lineIds,
              current_kilometer: item.odometer,
              next_kilometer: item.odometer + 5000,
              user_car_id: item.carId,
              is_coupon: true,
              messaging_service: 'SMS',
            },
            summary: {
              customerName: item.customerName ?? 'Maryam Al Saadi',
              phone: item.phone,
              carName: 'Kia Picanto',
              odometer: item.odometer,
              nextKilometer: item.odometer + 5000,
              lines: [{ id: item.lineIds[0], name: 'Foam Wash' }],
              messagingService: 'SMS',
            },
            attempts: item.attempts ?? 0,
            nextAttemptAt: now + (item.nextTryInMs ?? 0),
            ...(item.attempts ? { lastAttemptAt: now, lastStatus: 503 } : {}),
            lastError: null,
            billId: null,
            sentAt: null,
          }),
        )
        transaction.oncomplete = () => {
          database.close()
          resolve()
        }
        transaction.onerror = () => reject(transaction.error)
      }
    })
  }, items)
}

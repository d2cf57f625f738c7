// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDb, type AppDb, type SubmissionRecord } from '../../../db/database.ts'
import { submissionOwnerPrefix as ownerPrefix } from '../../../db/index.ts'
import { lineName } from '#shared/protocols/submission-record.ts'
import { matchingPending, pendingServices } from './pending-services.ts'

const record = (
  ownerId: string,
  status: SubmissionRecord['status'],
  createdAt: number,
  name = 'Maryam Al Saadi',
): SubmissionRecord => ({
  clientId: `${ownerPrefix(ownerId)}${crypto.randomUUID()}`,
  ownerId,
  createdAt,
  status,
  payload: {
    mobile_number: '96877000001',
    order_line_id: [1],
    current_kilometer: 1000,
    next_kilometer: 6000,
    user_car_id: 1,
    is_coupon: true,
    messaging_service: 'SMS',
  },
  summary: {
    customerName: name,
    phone: '96877000001',
    carName: 'Kia Picanto',
    odometer: 1000,
    nextKilometer: 6000,
    lines: [{ id: 1, name: 'Foam Wash', names: { en: 'Foam Wash', ar: 'غسيل بالرغوة' } }],
    messagingService: 'SMS',
  },
  attempts: status === 'failed' ? 1 : 0,
  nextAttemptAt: createdAt,
  lastError: status === 'failed' ? 'This car is not one of the customer’s cars.' : null,
  billId: status === 'sent' ? 9 : null,
  sentAt: null,
})

describe('services still in the submission queue', () => {
  let db: AppDb
  beforeEach(() => {
    db = createDb(`pending-services-${Math.random()}`)
  })
  afterEach(async () => {
    db.close()
  })

  it('lists the owner’s items the server does not have yet, newest first', async () => {
    await db.submissions.bulkAdd([
      record('me', 'queued', 1),
      record('me', 'failed', 3),
      record('me', 'sending', 2),
      record('me', 'sent', 4),
      record('someone-else', 'queued', 5),
    ])
    const items = await pendingServices(db, 'me')
    expect(items.map((item) => item.createdAt)).toEqual([3, 2, 1])
    expect(items[0]).toMatchObject({
      customerName: 'Maryam Al Saadi',
      phone: '96877000001',
      carName: 'Kia Picanto',
      lines: [{ id: 1, name: 'Foam Wash' }],
      failed: true,
      error: 'This car is not one of the customer’s cars.',
    })
  })

  it('applies the list’s search on the device', async () => {
    await db.submissions.bulkAdd([
      record('me', 'queued', 1, 'أحمد البلوشي'),
      record('me', 'queued', 2, 'Maryam Al Saadi'),
    ])
    const items = await pendingServices(db, 'me')
    expect(matchingPending(items, 'احمد').map((item) => item.customerName)).toEqual([
      'أحمد البلوشي',
    ])
    expect(matchingPending(items, 'maryam picanto')).toHaveLength(1)
    expect(matchingPending(items, '+96877')).toHaveLength(2)
    expect(matchingPending(items, '')).toHaveLength(2)
    // The item's names in both languages, whichever the app shows.
    expect(matchingPending(items, 'غسيل')).toHaveLength(2)
  })

  it('names each line in the app’s language, or as recorded when only one name was kept', () => {
    const both = { id: 1, name: 'Foam Wash', names: { en: 'Foam Wash', ar: 'غسيل بالرغوة' } }
    expect(lineName(both, 'ar')).toBe('غسيل بالرغوة')
    expect(lineName(both, 'en')).toBe('Foam Wash')
    expect(lineName({ id: 2, name: 'Oil change' }, 'ar')).toBe('Oil change')
  })
})

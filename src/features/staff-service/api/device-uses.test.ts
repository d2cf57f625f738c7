// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { QueueRecord } from '#shared/protocols/submission-record.ts'
import { foldUses, usesUnknownTo, withUsesHere } from './device-uses.ts'
import type { CouponGroup } from './types.ts'

const phone = '96877000001'
const groups: CouponGroup[] = [
  {
    category: { id: 1, name: 'Carwash', image: '' },
    service_count: 3,
    orders: [
      {
        order_line_id: 11,
        order_name: 'Wash',
        order_name_en: 'Wash',
        order_name_ar: 'غسيل',
        delivery_type: 'x',
        quantity: 1,
        expired_at: null,
      },
      {
        order_line_id: 12,
        order_name: 'Polish',
        order_name_en: 'Polish',
        order_name_ar: 'تلميع',
        delivery_type: 'x',
        quantity: 2,
        expired_at: null,
      },
    ],
  },
]

const item = (patch: Partial<Record<string, unknown>>): QueueRecord =>
  ({
    clientId: `x.${Math.random()}`,
    ownerId: 'staff',
    createdAt: 0,
    status: 'queued',
    payload: {
      mobile_number: phone,
      order_line_id: [11],
      current_kilometer: 1,
      next_kilometer: 2,
      user_car_id: 1,
      is_coupon: true,
      messaging_service: null,
    },
    summary: {} as never,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    billId: null,
    sentAt: null,
    ...patch,
  }) as QueueRecord

describe('what this device used of a customer’s coupons', () => {
  it('counts services not sent, and those sent after the answer was saved', () => {
    const queue = [
      item({ status: 'queued' }),
      item({ status: 'sent', sentAt: 500, payload: { ...item({}).payload, order_line_id: [12] } }),
      item({ status: 'sent', sentAt: 50 }), // the answer (saved at 100) counts it already
      item({ status: 'failed' }), // refused: holds nothing
      item({ status: 'queued', payload: { ...item({}).payload, mobile_number: '96877000002' } }),
    ]
    expect([...usesUnknownTo(queue, phone, 100)]).toEqual([
      [11, 1],
      [12, 1],
    ])
  })

  it('shows each line with what is left, and the category with it', () => {
    const shown = withUsesHere(groups, new Map([[11, 1]]))
    expect(shown[0]!.service_count).toBe(2)
    expect(shown[0]!.orders.map((line) => [line.quantity, line.usedHere])).toEqual([
      [0, 1],
      [2, 0],
    ])
  })

  it('folds a settled service into a saved answer as the server would answer', () => {
    expect(foldUses(groups, [11])[0]!.orders.map((line) => line.order_line_id)).toEqual([12])
    expect(foldUses(groups, [11, 12])[0]!.service_count).toBe(1)
    expect(foldUses(foldUses(groups, [11, 12]), [12])).toEqual([])
  })
})

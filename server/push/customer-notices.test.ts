import { describe, expect, it } from 'vitest'
import {
  orderPlacedNotice,
  orderReturnedNotice,
  serviceRecordedNotice,
  topUpNotice,
} from './customer-notices.ts'
import { toItem, type NotificationRow } from './notification-store.ts'

describe('what the backend tells a customer', () => {
  it('writes each notice in both languages, with its link', () => {
    const placed = orderPlacedNotice({ id: 7, number: 1042, paid: 18_000 })
    expect(placed.subject).toEqual({ en: 'Order #1042 placed', ar: 'تم تقديم الطلب رقم 1042' })
    expect(placed.message.en).toContain('18.000 OMR')
    expect(placed.message.ar).toContain('18.000 OMR')
    expect(placed.link).toBe(`/my-order/${Buffer.from('Order:7').toString('base64')}`)
    expect(orderPlacedNotice({ id: 7, number: 1042, paid: 0 }).message.en).toContain(
      'nothing to pay',
    )
    expect(topUpNotice({ amount: 15_000, balance: 1_234_500 }).message.en).toBe(
      '<p>We added <b>15.000 OMR</b> to your wallet. Your balance is now 1,234.500 OMR.</p>',
    )
  })

  it('never lets a name write HTML into the message', () => {
    const returned = orderReturnedNotice({
      id: 1,
      number: 5,
      product: { en: '<img src=x onerror=alert(1)>', ar: 'زيت' },
      quantity: 1,
      refund: 1_000,
    })
    expect(returned.message.en).not.toContain('<img')
    const service = serviceRecordedNotice({ token: 'a/b', center: { en: 'A & B', ar: 'أ' } })
    expect(service.message.en).toContain('A &#38; B')
    expect(service.link).toBe('/p/a%2Fb/')
  })

  it('answers a notification in the asking language, the one text when it has one', () => {
    const row: NotificationRow = {
      id: 1,
      user_id: 1,
      subject: 'Order #5 placed',
      message: '<p>Thanks</p>',
      subject_ar: 'تم تقديم الطلب رقم 5',
      message_ar: '<p>شكرًا</p>',
      image: null,
      link: '/my-orders/',
      site: 'gmall',
      send_time: '2026-01-01T10:00:00.000Z',
      expires_at: null,
      seen: false,
    }
    expect(toItem(row, 0, 'ar')).toMatchObject({ subject: 'تم تقديم الطلب رقم 5' })
    expect(toItem(row, 0, 'en')).toMatchObject({ subject: 'Order #5 placed' })
    const oneText = { ...row, subject_ar: null, message_ar: null }
    expect(toItem(oneText, 0, 'ar')).toMatchObject({ subject: 'Order #5 placed' })
  })
})

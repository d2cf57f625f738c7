// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CustomerInfo } from '../api/types.ts'
import {
  customerNextDisabled,
  customerStepComplete,
  digitsOnly,
  draftIsEmpty,
  selectNextDisabled,
  selectStepProblem,
  withThousands,
} from './draft-rules.ts'
import { emptyDraft, nextKilometer, payloadOf, type ServiceDraft } from './service-draft.ts'

const draft = (patch: Partial<ServiceDraft> = {}): ServiceDraft => ({
  ...emptyDraft(),
  mobile: '95550101',
  ...patch,
})
const info = (patch: Partial<CustomerInfo> = {}): CustomerInfo => ({
  username: '96895550101',
  mobile_number: '96895550101',
  first_name: 'Fatma',
  last_name: 'Al Rawahi',
  full_name: 'Fatma Al Rawahi',
  cars: [
    { user_car_id: 7, car_name: 'Kia Picanto', year: 2022, model_id: 3, brand_id: 2, type_id: 1 },
  ],
  is_coupon: false,
  ...patch,
})

describe('kilometer fields', () => {
  it('keep digits only, dropping commas, spaces and leading zeros', () => {
    expect(digitsOnly('12,345 km')).toBe('12345')
    expect(digitsOnly('٤٥٬٠٠٠')).toBe('45000')
    expect(digitsOnly('007')).toBe('7')
    expect(digitsOnly('123456789')).toBe('1234567')
  })

  it('show thousands separators', () => {
    expect(withThousands('1234567')).toBe('1,234,567')
    expect(withThousands('999')).toBe('999')
    expect(withThousands('')).toBe('')
  })
})

describe('the customer step', () => {
  it('keeps Next disabled without a valid phone or a looked-up customer', () => {
    expect(customerNextDisabled(draft({ mobile: '9555' }), info())).toBe(true)
    expect(customerNextDisabled(draft({ odometer: '100' }), null)).toBe(true)
  })

  it('disables Next without odometer or name, unless the customer holds coupons', () => {
    expect(customerNextDisabled(draft(), info())).toBe(true)
    expect(customerNextDisabled(draft({ odometer: '100' }), info({ full_name: '' }))).toBe(true)
    expect(customerNextDisabled(draft({ odometer: '100' }), info())).toBe(false)
    expect(customerNextDisabled(draft(), info({ is_coupon: true }))).toBe(false)
  })

  it('goes on only with a name, a car and an odometer', () => {
    const ready = draft({ odometer: '100', userCarId: 7 })
    expect(customerStepComplete(ready, info())).toBe(true)
    expect(customerStepComplete(ready, info({ full_name: ' ' }))).toBe(false)
    expect(customerStepComplete(ready, info({ cars: [] }))).toBe(false)
    expect(customerStepComplete({ ...ready, odometer: '' }, info())).toBe(false)
    expect(customerStepComplete({ ...ready, userCarId: null }, info())).toBe(false)
  })
})

describe('the select-service step', () => {
  const line = { id: 1, name: 'Wash', categoryId: 3 }
  it('names the first thing missing', () => {
    expect(selectStepProblem(draft())).toBe('select_category')
    expect(selectStepProblem(draft({ categoryId: 3 }))).toBe('select_service')
    expect(selectStepProblem(draft({ categoryId: 3, lines: [line] }))).toBe('fill_odometer_value')
    expect(selectStepProblem(draft({ categoryId: 3, lines: [line], interval: '5000' }))).toBeNull()
  })

  it('disables Next only while neither a line nor an interval is there', () => {
    expect(selectNextDisabled(draft())).toBe(true)
    expect(selectNextDisabled(draft({ interval: '5000' }))).toBe(false)
    expect(selectNextDisabled(draft({ lines: [line] }))).toBe(false)
  })

  it('is empty only when phone, odometer and car are all missing', () => {
    expect(draftIsEmpty(emptyDraft())).toBe(true)
    expect(draftIsEmpty(draft())).toBe(false)
  })
})

describe('what is sent', () => {
  it('adds the interval to the odometer and sends the full phone', () => {
    const ready = draft({
      odometer: '45000',
      interval: '5000',
      userCarId: 7,
      isCoupon: true,
      lines: [{ id: 11, name: 'Wash', categoryId: 3 }],
      messagingService: 'WHATSAPP',
    })
    expect(nextKilometer(ready)).toBe(50_000)
    expect(payloadOf(ready)).toEqual({
      mobile_number: '96895550101',
      order_line_id: [11],
      current_kilometer: 45_000,
      next_kilometer: 50_000,
      user_car_id: 7,
      is_coupon: true,
      messaging_service: 'WHATSAPP',
    })
  })
})

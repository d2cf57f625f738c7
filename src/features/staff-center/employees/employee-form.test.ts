// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  cleanEmployeePhone,
  employeePayload,
  emptyEmployeeForm,
  isFilled,
  isWholePhone,
} from './employee-form.ts'

describe('the add-employee form', () => {
  it('is ready only when every field is filled', () => {
    expect(isFilled(emptyEmployeeForm)).toBe(false)
    expect(isFilled({ firstName: 'Nasser', lastName: ' ', phone: '91234567' })).toBe(false)
    expect(isFilled({ firstName: 'Nasser', lastName: 'Al Wahaibi', phone: '9' })).toBe(true)
  })

  it('keeps the phone to eight digits, Arabic digits included', () => {
    expect(cleanEmployeePhone('9a1 23-45678999')).toBe('91234567')
    expect(cleanEmployeePhone('٩١٢٣٤٥٦٧')).toBe('91234567')
    expect(isWholePhone('9123456')).toBe(false)
    expect(isWholePhone('91234567')).toBe(true)
  })

  it('sends the names trimmed and the phone with +968', () => {
    expect(
      employeePayload({ firstName: ' Nasser ', lastName: 'Al Wahaibi', phone: '91234567' }),
    ).toEqual({ first_name: 'Nasser', last_name: 'Al Wahaibi', phone_number: '+96891234567' })
  })
})

import { describe, expect, it } from 'vitest'
import { pastedCode } from './pasted-code.ts'

describe('a paste into the code boxes', () => {
  it('takes the code alone, with separators, or in Arabic-Indic digits', () => {
    expect(pastedCode('123456')).toBe('123456')
    expect(pastedCode(' 123 456\n')).toBe('123456')
    expect(pastedCode('123-456')).toBe('123456')
    expect(pastedCode('١٢٣٤٥٦')).toBe('123456')
    expect(pastedCode('۱۲۳ ۴۵۶')).toBe('123456')
  })

  it('finds the code in a whole message, in either language', () => {
    expect(pastedCode('Your HiG code is 123456. It expires in 2 minutes.')).toBe('123456')
    expect(pastedCode('رمز التحقق الخاص بك: ٦٥٤٣٢١')).toBe('654321')
    expect(pastedCode('رمز التحقق: ٦٥٤ ٣٢١')).toBe('654321')
  })

  it('fills part of the boxes from part of a code, and refuses what is not a code', () => {
    expect(pastedCode('123')).toBe('123')
    expect(pastedCode('hello')).toBeNull()
    expect(pastedCode('call 96891234567')).toBeNull()
    expect(pastedCode('call +968 9123 4567')).toBeNull()
    expect(pastedCode('code 123 456 7')).toBeNull()
    expect(pastedCode('1234567')).toBeNull()
    expect(pastedCode('')).toBeNull()
  })
})

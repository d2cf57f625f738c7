// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { phoneNumberIn } from './support-number.ts'

describe('the number in the register message', () => {
  it('finds an international number with spaces and links it without them', () => {
    expect(
      phoneNumberIn('This number is not registered yet. To register, call us on +968 2400 0000.'),
    ).toEqual({ text: '+968 2400 0000', href: 'tel:+96824000000' })
  })

  it('finds it in Arabic text, with Arabic-Indic digits too', () => {
    expect(phoneNumberIn('هذا الرقم غير مسجل بعد. للتسجيل اتصل بنا على ٢٤٠٠-٠٠٠٠.')).toEqual({
      text: '٢٤٠٠-٠٠٠٠',
      href: 'tel:24000000',
    })
  })

  it('finds nothing in a message without a number, or with a short one', () => {
    expect(phoneNumberIn('Please visit a branch to register.')).toBeNull()
    expect(phoneNumberIn('Open from 8 to 17.')).toBeNull()
  })
})

// The "Not registered yet" message names the number to call; the drawer links it.
import { ANY_DIGIT, westernDigits } from '#shared/domain/digits.ts'

const phoneNumber = new RegExp(`\\+?[${ANY_DIGIT}][${ANY_DIGIT}\\s-]{5,}[${ANY_DIGIT}]`)

export interface PhoneLink {
  text: string // as written in the message
  href: string // tel:+96824000000
}

export function phoneNumberIn(message: string): PhoneLink | null {
  const match = phoneNumber.exec(message)
  if (!match) return null
  const text = match[0].trim()
  const digits = westernDigits(text).replace(/[^\d+]/g, '')
  return { text, href: `tel:${digits}` }
}

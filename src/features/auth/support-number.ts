// The "Need to register" message names the number to call; the drawer links it.
import { westernDigits } from '#shared/domain/phone-rules.ts'

export interface PhoneLink {
  text: string // as written in the message
  href: string // tel:+96824000000
}

export function phoneNumberIn(message: string): PhoneLink | null {
  const match =
    /\+?[0-9\u0660-\u0669\u06f0-\u06f9][0-9\u0660-\u0669\u06f0-\u06f9\s-]{5,}[0-9\u0660-\u0669\u06f0-\u06f9]/.exec(
      message,
    )
  if (!match) return null
  const text = match[0].trim()
  const digits = westernDigits(text).replace(/[^\d+]/g, '')
  return { text, href: `tel:${digits}` }
}

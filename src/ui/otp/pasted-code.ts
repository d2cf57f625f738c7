import { westernDigits } from '#shared/domain/digits.ts'
import { CODE_LENGTH } from '#shared/domain/one-time-code.ts'

// What a paste into the code boxes means: people copy the whole SMS ("Your HiG code is
// 123456"), the code with a space or dash in the middle, or the code in Arabic-Indic digits.
// Six digits together (or split once or more by a space or a dash) are the code; otherwise text
// made of digits and separators only (a partial code too) is taken as typed; anything else is
// not a code.
const wholeCode = new RegExp(`(?<!\\d)\\d(?:[ \\-–]?\\d){${CODE_LENGTH - 1}}(?![ \\-–]?\\d)`)

export function pastedCode(text: string): string | null {
  const western = westernDigits(text)
  const whole = western.match(wholeCode)
  if (whole) return whole[0].replace(/\D/g, '')
  if (!/^[\d\s\-–.]+$/.test(western)) return null
  const digits = western.replace(/\D/g, '')
  return digits.length > 0 && digits.length <= CODE_LENGTH ? digits : null
}

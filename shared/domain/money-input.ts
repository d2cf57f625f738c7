// What a person types as an amount of money, read exactly or refused, never changed: digits in
// Western, Arabic-Indic or Persian form, one decimal mark (`.` or the Arabic `٫`), at most three
// decimals (baisa), no sign, within limits. A comma is refused rather than guessed: "12,5" is
// twelve and a half to some people and one hundred and twenty-five to others.
import { westernDigits } from './digits.ts'
import type { AmountLimits } from './payment-limits.ts'

const BAISA_DECIMALS = 3

export type AmountProblem = 'characters' | 'comma' | 'sign' | 'decimals' | 'below' | 'above'

export type AmountReading =
  /** Nothing to read yet (empty, or only a decimal mark): no message, nothing to send. */
  | { kind: 'empty' }
  | { kind: 'amount'; baisa: number }
  | { kind: 'problem'; problem: AmountProblem }

const signs = /[-+\u2212\u2012-\u2015]/
const commas = /[,\u060c\u066c]/
const shape = /^(\d*)(?:[.\u066b](\d*))?$/
// Past this many whole digits an amount is above any limit (and beyond exact integers).
const MAX_WHOLE_DIGITS = 12

export function readAmount(typed: string, limits: AmountLimits): AmountReading {
  const text = westernDigits(typed.trim())
  if (text === '') return { kind: 'empty' }
  if (signs.test(text)) return { kind: 'problem', problem: 'sign' }
  if (commas.test(text)) return { kind: 'problem', problem: 'comma' }
  const parts = shape.exec(text)
  if (!parts) return { kind: 'problem', problem: 'characters' }
  const whole = parts[1] ?? ''
  const fraction = parts[2] ?? ''
  if (whole === '' && fraction === '') return { kind: 'empty' }
  if (fraction.length > BAISA_DECIMALS) return { kind: 'problem', problem: 'decimals' }
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) {
    return { kind: 'problem', problem: 'above' }
  }
  const baisa = Number(whole || '0') * 1000 + Number(fraction.padEnd(BAISA_DECIMALS, '0'))
  if (baisa < limits.min) return { kind: 'problem', problem: 'below' }
  if (baisa > limits.max) return { kind: 'problem', problem: 'above' }
  return { kind: 'amount', baisa }
}

import { describe, expect, it } from 'vitest'
import { readAmount } from './money-input.ts'
import { GATEWAY_LIMITS } from './payment-limits.ts'

const read = (typed: string) => readAmount(typed, GATEWAY_LIMITS)
const amount = (baisa: number) => ({ kind: 'amount', baisa })
const problem = (name: string) => ({ kind: 'problem', problem: name })

describe('a typed amount', () => {
  it('reads decimals exactly, in Western and Arabic-Indic digits', () => {
    expect(read('5.5')).toEqual(amount(5_500))
    expect(read('٥٫٥')).toEqual(amount(5_500))
    expect(read('۱۲.۲۵')).toEqual(amount(12_250))
    expect(read('0.1')).toEqual(amount(100))
    expect(read('.5')).toEqual(amount(500))
    expect(read('5.')).toEqual(amount(5_000))
    expect(read(' 20 ')).toEqual(amount(20_000))
    expect(read('9999')).toEqual(amount(9_999_000))
    expect(read('0009.999')).toEqual(amount(9_999))
  })

  it('refuses what it would otherwise have to guess, with the reason', () => {
    expect(read('1.2345')).toEqual(problem('decimals'))
    expect(read('12,5')).toEqual(problem('comma'))
    expect(read('1٬000')).toEqual(problem('comma'))
    expect(read('-5')).toEqual(problem('sign'))
    expect(read('+5')).toEqual(problem('sign'))
    expect(read('5.5x')).toEqual(problem('characters'))
    expect(read('1.2.3')).toEqual(problem('characters'))
    expect(read('1 000')).toEqual(problem('characters'))
    expect(read('1e3')).toEqual(problem('characters'))
  })

  it('keeps to the gateway limits', () => {
    expect(read('0.001')).toEqual(problem('below'))
    expect(read('0.099')).toEqual(problem('below'))
    expect(read('0')).toEqual(problem('below'))
    expect(read('9999.001')).toEqual(problem('above'))
    expect(read('99999999')).toEqual(problem('above'))
    expect(read('9'.repeat(40))).toEqual(problem('above'))
  })

  it('says nothing until there is something to read', () => {
    expect(read('')).toEqual({ kind: 'empty' })
    expect(read('.')).toEqual({ kind: 'empty' })
    expect(read('٫')).toEqual({ kind: 'empty' })
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mirrored, splitRuns, visualOrder, wrapWords } from './bidi-runs.ts'

describe('direction runs', () => {
  it('keeps an all-Latin or all-Arabic line in one run', () => {
    expect(splitRuns('Order 1031, 12.500 OMR')).toEqual([
      { text: 'Order 1031, 12.500 OMR', rtl: false },
    ])
    expect(splitRuns('الطلب مدفوع')).toEqual([{ text: 'الطلب مدفوع', rtl: true }])
  })

  it('cuts mixed text where the direction changes, neutrals staying behind', () => {
    expect(splitRuns('زيت موبيل × 2')).toEqual([
      { text: 'زيت موبيل × ', rtl: true },
      { text: '2', rtl: false },
    ])
    expect(splitRuns('(1031) الطلب')).toEqual([
      { text: '(1031) ', rtl: false },
      { text: 'الطلب', rtl: true },
    ])
    expect(splitRuns('  ')).toEqual([{ text: '  ', rtl: false }])
  })

  it('closes a bracket in the direction it was opened', () => {
    expect(splitRuns('المبلغ (OMR)')).toEqual([
      { text: 'المبلغ (', rtl: true },
      { text: 'OMR', rtl: false },
      { text: ')', rtl: true },
    ])
    expect(splitRuns('Total (المبلغ) 5')).toEqual([
      { text: 'Total (', rtl: false },
      { text: 'المبلغ', rtl: true },
      { text: ') 5', rtl: false },
    ])
  })

  it('places an Arabic line’s first run at the right', () => {
    const runs = splitRuns('الطلب رقم 1031')
    expect(visualOrder(runs, true).map((run) => run.text)).toEqual(['1031', 'الطلب رقم '])
    expect(visualOrder(runs, false).map((run) => run.text)).toEqual(['الطلب رقم ', '1031'])
  })

  it('mirrors brackets for a right-to-left run', () => {
    expect(mirrored('المبلغ (ر.ع)')).toBe('المبلغ )ر.ع(')
    expect(mirrored('«نص» [1]')).toBe('»نص« ]1[')
  })

  it('wraps words to a width', () => {
    const width = (text: string) => text.length
    expect(wrapWords('one two three four', 9, width)).toEqual(['one two', 'three', 'four'])
    expect(wrapWords('extraordinarily long', 5, width)).toEqual(['extraordinarily', 'long'])
    expect(wrapWords('', 5, width)).toEqual([''])
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { mirrored, splitRuns, visualOrder, wrapWords } from './bidi-runs.ts'

describe('direction runs', () => {
  const ltr = (text: string) => ({ text, rtl: false })
  const rtl = (text: string) => ({ text, rtl: true })

  it.each([
    [
      'keeps an all-Latin line in one run',
      'Order 1031, 12.500 OMR',
      [ltr('Order 1031, 12.500 OMR')],
    ],
    ['keeps an all-Arabic line in one run', 'الطلب مدفوع', [rtl('الطلب مدفوع')]],
    [
      'cuts mixed text where the direction changes',
      'زيت موبيل × 2',
      [rtl('زيت موبيل × '), ltr('2')],
    ],
    ['leaves neutrals behind', '(1031) الطلب', [ltr('(1031) '), rtl('الطلب')]],
    ['keeps blank text in one run', '  ', [ltr('  ')]],
    [
      'closes a bracket in the direction it was opened',
      'المبلغ (OMR)',
      [rtl('المبلغ ('), ltr('OMR'), rtl(')')],
    ],
    [
      'closes a bracket opened left to right',
      'Total (المبلغ) 5',
      [ltr('Total ('), rtl('المبلغ'), ltr(') 5')],
    ],
  ])('%s', (_, text, runs) => {
    expect(splitRuns(text)).toEqual(runs)
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

import { describe, expect, it } from 'vitest'
import { messagesIn } from './extract-messages.ts'
import { msg } from './message.ts'
import { inBoth, translate } from './translate.ts'

describe('translate', () => {
  it('says a message in English as written, and in Arabic from the catalog', () => {
    const signIn = msg('Sign in to continue.')
    expect(translate('en', signIn)).toBe('Sign in to continue.')
    expect(translate('ar', signIn)).toBe('سجّل الدخول للمتابعة.')
  })

  it('puts values in their places, digits as given', () => {
    const payment = msg('Payment for order #{n}', { n: 12345 })
    expect(translate('en', payment)).toBe('Payment for order #12345')
    expect(translate('ar', payment)).toBe('دفع الطلب رقم 12345')
  })

  it('says a value kept in both languages in the message’s', () => {
    const expired = msg('The service “{name}” has expired.', {
      name: { en: 'Foam wash', ar: 'غسيل بالرغوة' },
    })
    expect(translate('en', expired)).toBe('The service “Foam wash” has expired.')
    expect(translate('ar', expired)).toBe('انتهت صلاحية الخدمة «غسيل بالرغوة».')
  })

  it('tells one English text apart by its context', () => {
    // The comma between a list's items is not the English comma in Arabic.
    expect(translate('ar', msg(', ', undefined, 'between the items of a list'))).toBe('، ')
    expect(translate('en', msg(', ', undefined, 'between the items of a list'))).toBe(', ')
  })

  it('keeps apostrophes, markup and hashes as written', () => {
    expect(translate('en', msg("Couldn't resolve to a node: {id}", { id: 'QWRk' }))).toBe(
      "Couldn't resolve to a node: QWRk",
    )
    expect(
      translate('ar', msg('<p>You canceled order #{n}. Nothing was charged.</p>', { n: 7 })),
    ).toMatch(/^<p>.*7.*<\/p>$/)
  })

  it('says a message missing from the catalog in English rather than nothing', () => {
    expect(translate('ar', msg('A message nobody wrote down {n}', { n: 1 }))).toBe(
      'A message nobody wrote down 1',
    )
  })

  it('gives both languages for what is stored', () => {
    expect(inBoth(msg('Order #{n} paid', { n: 3 }))).toEqual({
      en: 'Order #3 paid',
      ar: expect.stringContaining('3'),
    })
  })
})

describe('messagesIn', () => {
  it('finds each msg() with its text and context', () => {
    const found = messagesIn(
      'x.ts',
      "const a = msg('One {n}', { n })\nconst b = msg('Two', undefined, 'a place')",
    )
    expect(found.map(({ message, context, line }) => ({ message, context, line }))).toEqual([
      { message: 'One {n}', context: undefined, line: 1 },
      { message: 'Two', context: 'a place', line: 2 },
    ])
  })

  it('refuses a message whose text is not a literal, which no catalog could hold', () => {
    expect(() => messagesIn('x.ts', 'const a = msg(`Hi ${name}`)')).toThrow(/literal/)
    expect(() => messagesIn('x.ts', 'const a = msg(text)')).toThrow(/literal/)
  })
})

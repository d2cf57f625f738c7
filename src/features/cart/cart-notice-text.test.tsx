// Every kind of cart notice (decision 291) reads as a sentence of its own in both languages,
// with the figures the person needs: nothing the server changed is told in English only, or
// told with a blank where a number should be.
import { describe, expect, it } from 'vitest'
import { activateLanguage } from '../../i18n/i18n.ts'
import type { CartNoticeKind, CartNoticeRecord } from '#shared/protocols/cart-change-record.ts'
import { noticeText } from './cart-line-status.tsx'

const notice = (
  kind: CartNoticeKind,
  fields: Partial<CartNoticeRecord> = {},
): CartNoticeRecord => ({
  key: `u|${kind}`,
  ownerId: 'u',
  kind,
  variantId: kind === 'checkout-gone' ? null : 'v',
  name: 'Castrol 5W-30',
  nameAr: 'كاسترول',
  asked: 3,
  kept: 0,
  at: 0,
  ...fields,
})

const everyKind: [CartNoticeRecord, (string | RegExp)[]][] = [
  [notice('out-of-stock'), []],
  [notice('out-of-stock', { kept: 2 }), ['2']],
  [notice('less-stock', { kept: 1 }), ['1', '3']],
  [notice('price-changed', { before: 4.5, after: 5.25 }), [/4\.500/, /5\.250/]],
  [notice('discount-changed', { before: 4.5, after: 4 }), [/4\.500/, /4\.000/]],
  [notice('unavailable'), []],
  [notice('unavailable', { kept: 2 }), ['2']],
  [notice('refused'), []],
  [notice('refused', { message: 'Quantity limit' }), ['Quantity limit']],
  [notice('refused', { kept: 1 }), []],
  [notice('refused', { kept: 1, message: 'Quantity limit' }), ['Quantity limit']],
  [notice('checkout-gone'), []],
]

const arabicLetter = /[\u0621-\u064A]/
const latinWord = /[A-Za-z]{2,}/

describe('cart notices', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`tell every kind in ${language === 'en' ? 'English' : 'Arabic'}, each differently`, async () => {
      await activateLanguage(language)
      const texts = everyKind.map(([record, figures]) => {
        const text = noticeText(record)
        for (const figure of figures) expect(text).toMatch(figure)
        expect(text).not.toMatch(/undefined|NaN|\{/)
        if (language === 'ar') {
          expect(text).toMatch(arabicLetter)
          // Only the server's own words, and amounts (one left-to-right run, as everywhere),
          // may stay in Latin letters.
          const own = text.replace(record.message ?? '', '').replaceAll('OMR', '')
          expect(own).not.toMatch(latinWord)
        }
        return text
      })
      expect(new Set(texts).size).toBe(texts.length)
    })
  }
})

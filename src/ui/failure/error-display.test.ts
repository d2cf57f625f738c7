import { CombinedError } from 'urql'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GraphqlFailure } from '../../api/graphql-failure.ts'
import { RestError } from '../../api/rest.ts'
import { activateLanguage } from '../../i18n/i18n.ts'
import { fieldErrorText, showError, showFieldErrors } from './error-display.ts'
import { toast } from '../toasts/toasts.tsx'

function shown(error: unknown, fallback = 'Something went wrong. Try again.') {
  const spy = vi.spyOn(toast, 'error').mockReturnValue(0)
  spy.mockClear()
  showError(error, fallback)
  return spy.mock.calls.map(([message]) => message)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the common error display', () => {
  it('shows a failed call’s server words, else the fallback, never the client’s English', async () => {
    await activateLanguage('en')
    const said = new RestError('Request failed with status code 409', 409, { message: 'Busy' })
    expect(shown(said)).toEqual(['Busy'])
    expect(shown(new RestError('Request failed with status code 502', 502, 'oops'))).toEqual([
      'Something went wrong. Try again.',
    ])
    const network = new GraphqlFailure(
      new CombinedError({ networkError: new TypeError('Failed to fetch') }),
    )
    expect(shown(network)).toEqual(['You are offline. Check your connection and try again.'])
  })

  it('says offline in Arabic', async () => {
    await activateLanguage('ar')
    const offline = new RestError('Failed to fetch', 0, null, true)
    const [text] = shown(offline, 'عذراً')
    expect(text).not.toMatch(/[a-z]/i)
    await activateLanguage('en')
  })
})

describe('server field errors', () => {
  it('puts a field’s first error under it, and names the others’ fields for people', async () => {
    await activateLanguage('en')
    const spy = vi.spyOn(toast, 'error').mockReturnValue(0)
    const underPromo: string[] = []
    showFieldErrors(
      [
        { field: 'promoCode', message: 'This promo code has expired.' },
        { field: 'promoCode', message: 'A second word about the same field.' },
        { field: 'quantity', message: 'Only 2 left in stock.' },
        { field: 'lines', message: 'Another.' },
      ],
      'Something went wrong. Try again.',
      { promoCode: (message) => underPromo.push(message) },
    )
    expect(underPromo).toEqual(['This promo code has expired.'])
    expect(spy.mock.calls).toEqual([['Only 2 left in stock. - Quantity']])
  })

  it('never shows an API’s field name, in either language', async () => {
    await activateLanguage('ar')
    expect(fieldErrorText({ field: 'promoCode', message: 'انتهت صلاحية الرمز.' }, '')).toBe(
      'انتهت صلاحية الرمز. - رمز الخصم',
    )
    expect(fieldErrorText({ field: 'checkoutToken', message: 'رسالة' }, '')).toBe('رسالة')
    await activateLanguage('en')
  })
})

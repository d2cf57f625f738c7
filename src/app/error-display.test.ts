import { CombinedError } from 'urql'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GraphqlFailure } from '../api/graphql-failure.ts'
import { RestError } from '../api/rest.ts'
import { activateLanguage } from '../i18n/i18n.ts'
import { showError } from './error-display.ts'
import { toast } from './toasts.tsx'

function shown(error: unknown, fallback = 'Sorry, something went wrong.') {
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
      'Sorry, something went wrong.',
    ])
    const network = new GraphqlFailure(
      new CombinedError({ networkError: new TypeError('Failed to fetch') }),
    )
    expect(shown(network)).toEqual(['No connection. Check your internet and try again.'])
  })

  it('says offline in Arabic', async () => {
    await activateLanguage('ar')
    const offline = new RestError('Failed to fetch', 0, null, true)
    const [text] = shown(offline, 'عذراً')
    expect(text).not.toMatch(/[a-z]/i)
    await activateLanguage('en')
  })
})

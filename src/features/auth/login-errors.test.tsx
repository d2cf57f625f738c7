import ky from 'ky'
import { CombinedError } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { GraphqlFailure } from '../../api/graphql-failure.ts'
import { toRestError, type RestError } from '../../api/rest.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { completeLogin } from './complete-login.ts'
import { loginWithToken, requestCodeByCaptcha, verifyCodeByCaptcha } from './api/login.ts'
import { useLoginMessages } from './use-login-messages.ts'

const callRest = vi.hoisted(() => vi.fn())
const loadSessionUser = vi.hoisted(() => vi.fn())
vi.mock('../../api/call-rest.ts', () => ({ callRest }))
vi.mock('../../api/session-user.ts', () => ({ loadSessionUser }))

// The client's English a person must never read.
const RAW = /failed to fetch|request failed|status code|\[network\]|\[graphql\]|bad gateway/i

// A real ky failure, turned into the app's RestError the way every REST call does.
async function kyFailure(answer: () => Promise<Response>): Promise<RestError> {
  const client = ky.create({ retry: 0, fetch: answer })
  return toRestError(await client.post('http://localhost/api/v1/accounts/login/').catch((e) => e))
}
const badGateway = () =>
  kyFailure(async () => new Response('<html>Bad Gateway</html>', { status: 502 }))
const noNetwork = () =>
  kyFailure(async () => {
    throw new TypeError('Failed to fetch')
  })

let messages: ReturnType<typeof useLoginMessages>
function Probe() {
  messages = useLoginMessages()
  return null
}

const phone = { countryCode: '968', mobile: '91234567' }
let shown: string[]

beforeEach(() => {
  shown = []
  vi.spyOn(toast, 'error').mockImplementation((message: string) => {
    shown.push(message)
    return 0
  })
})
afterEach(() => vi.restoreAllMocks())

describe.each([
  [
    'en',
    'Something went wrong. Try again.',
    'You are offline. Check your connection and try again.',
  ],
  ['ar', 'حدث خطأ ما. حاول مرة أخرى.', 'أنت غير متصل بالإنترنت. تحقّق من اتصالك وحاول مرة أخرى.'],
] as const)('failures of the login calls in %s', (language, somethingWrong, noConnection) => {
  beforeEach(async () => {
    await renderApp(<Probe />, { language })
  })

  it('show a translated text, never ky’s English, when the server said nothing', async () => {
    callRest.mockRejectedValue(await badGateway())
    messages.showFailure(
      await requestCodeByCaptcha(phone, { uuid: 'u', answer: 'a' }, null).then(failed),
    )
    messages.showFailure(await verifyCodeByCaptcha(phone, '123456').then(failed))
    messages.showFailure(await loginWithToken('token').then(failed))
    expect(shown).toEqual([somethingWrong, somethingWrong, somethingWrong])
    shown.forEach((text) => expect(text).not.toMatch(RAW))
  })

  it('say the connection is lost instead of "Failed to fetch"', async () => {
    callRest.mockRejectedValue(await noNetwork())
    messages.showFailure(await verifyCodeByCaptcha(phone, '123456').then(failed))
    messages.showServicesFailure(
      new GraphqlFailure(new CombinedError({ networkError: new TypeError('Failed to fetch') })),
    )
    expect(shown).toHaveLength(2)
    shown.forEach((text) => expect(text).not.toMatch(RAW))
    expect(shown).toEqual([noConnection, noConnection])
  })

  it('keep the server’s own words', async () => {
    callRest.mockRejectedValue(
      await kyFailure(async () => Response.json({ message: 'الرقم غير مسجل' }, { status: 400 })),
    )
    messages.showFailure(await verifyCodeByCaptcha(phone, '123456').then(failed))
    messages.showServicesFailure(
      new GraphqlFailure(new CombinedError({ graphQLErrors: [{ message: 'الخدمة غير متاحة' }] })),
    )
    expect(shown).toEqual(['الرقم غير مسجل', 'الخدمة غير متاحة'])
  })

  it('show a field error as the spec’s "{message} - {field}", the field named for people', async () => {
    callRest.mockRejectedValue(
      await kyFailure(async () =>
        Response.json(
          { message: 'الرقم غير صالح', error_code: 'MOBILE_INVALID', field: 'mobile' },
          { status: 400 },
        ),
      ),
    )
    messages.showFailure(await verifyCodeByCaptcha(phone, '123456').then(failed))
    const field = language === 'ar' ? 'رقم الجوال' : 'Mobile number'
    expect(shown).toEqual([`الرقم غير صالح - ${field}`])
  })

  it('after the login, show a translated text when `me` failed on the network', async () => {
    loadSessionUser.mockResolvedValue({
      user: { id: '', firstName: '', lastName: '', email: '', phone: '', countryCode: '' },
      error: new GraphqlFailure({
        message: '[Network] Failed to fetch',
        graphQLErrors: [],
        networkError: new TypeError('Failed to fetch'),
      }),
    })
    const { userError } = await completeLogin({ token: 't', refreshToken: 'r' }, phone)
    messages.showUserError(userError)
    expect(shown).toEqual([somethingWrong])
  })
})

function failed<T extends { ok: boolean }>(outcome: T): Extract<T, { ok: false }> {
  if (outcome.ok) throw new Error('expected a failure')
  return outcome as Extract<T, { ok: false }>
}

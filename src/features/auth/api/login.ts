// The calls of the login family, each answer turned into one outcome the screens understand:
// the shop flow through the one-time-code endpoint (`sendOtp`), the captcha flow and one-tap
// login through REST (`accounts/…`).
import { otpClient } from '../../../api/graphql.ts'
import { SendOtpDocument } from '../../../api/generated/otp.ts'
import type * as z from 'zod/mini'
import * as accounts from '#shared/contracts/rest/accounts.ts'
import type { AnswerOf } from '#shared/contracts/rest/route.ts'
import { callRest } from '../../../api/call-rest.ts'
import { RestError } from '../../../api/rest.ts'
import type { FieldError } from '../../../ui/failure/error-display.ts'
import { fullPhone } from '#shared/domain/phone-rules.ts'
import { serverWords } from '../../../api/failure-text.ts'

export interface LoginPhone {
  countryCode: string // digits, no plus
  mobile: string
}

export interface SessionTokens {
  token: string
  refreshToken: string
}

export type Failure =
  | { kind: 'register'; message: string } // the number is not registered
  | { kind: 'captcha'; message: string } // the characters did not match (captcha used up)
  | { kind: 'throttled'; message: string } // too many codes asked for this number or from here
  | { kind: 'wrong' } // the code is not the one sent
  | { kind: 'offline' }
  | { kind: 'error'; errors: FieldError[] }

export type Outcome<T> = ({ ok: true } & T) | ({ ok: false } & Failure)

interface ServerError {
  code?: string | null
  field?: string | null
  message?: string | null
}

function failureOf(error: ServerError): Failure {
  if (error.code === 'INVALID') return { kind: 'register', message: error.message ?? '' }
  if (error.code === 'CAPTCHA_INVALID') return { kind: 'captcha', message: error.message ?? '' }
  if (error.code === 'THROTTLED') return { kind: 'throttled', message: error.message ?? '' }
  if (error.code === 'WRONG_CODE') return { kind: 'wrong' }
  return { kind: 'error', errors: [error] }
}

async function sendOtp(
  variables: LoginPhone & {
    otp?: string
    messagingService?: string | null
    captchaUuid?: string
    captcha?: string
  },
) {
  const result = await otpClient.mutation(SendOtpDocument, variables).toPromise()
  if (result.error) {
    if (result.error.networkError) return { ok: false, kind: 'offline' } as const
    return {
      ok: false,
      kind: 'error',
      errors: result.error.graphQLErrors.map((error) => ({ message: error.message })),
    } as const
  }
  return { ok: true, answer: result.data!.sendOtp } as const
}

// With a solved captcha (the login screen always asks for one) the server may say the number is
// not registered, and the code comes from a budget strangers cannot use up (decision 232).
export async function requestCodeByService(
  phone: LoginPhone,
  messagingService: string | null,
  captcha?: { uuid: string; answer: string },
): Promise<Outcome<object>> {
  const sent = await sendOtp({
    ...phone,
    messagingService,
    ...(captcha ? { captchaUuid: captcha.uuid, captcha: captcha.answer } : {}),
  })
  if (!sent.ok) return sent
  const first = sent.answer.errors[0]
  return first ? { ok: false, ...failureOf(first) } : { ok: true }
}

export async function verifyCodeByService(
  phone: LoginPhone,
  otp: string,
): Promise<Outcome<SessionTokens>> {
  const sent = await sendOtp({ ...phone, otp })
  if (!sent.ok) return sent
  const { accessToken, refreshToken, errors } = sent.answer
  const first = errors[0]
  if (first) return { ok: false, ...failureOf(first) }
  if (!accessToken || !refreshToken) return { ok: false, kind: 'error', errors: [] }
  return { ok: true, token: accessToken, refreshToken }
}

async function rest<T>(call: () => Promise<{ data: T }>): Promise<Outcome<{ data: T }>> {
  try {
    const answer = await call()
    return { ok: true, data: answer.data }
  } catch (error) {
    if (!(error instanceof RestError)) throw error
    if (error.offline) return { ok: false, kind: 'offline' }
    const body = (error.body ?? {}) as { error_code?: string; field?: string | null }
    return {
      ok: false,
      ...failureOf({ code: body.error_code, field: body.field, message: serverWords(error) }),
    }
  }
}

const international = (phone: LoginPhone) => `+${fullPhone(phone.countryCode, phone.mobile)}`

type RestSession = z.output<typeof accounts.sessionTokens>

const tokensOf = (outcome: Outcome<{ data: RestSession | object }>): Outcome<SessionTokens> => {
  if (!outcome.ok) return outcome
  if (!('refresh_token' in outcome.data)) return { ok: false, kind: 'error', errors: [] }
  return { ok: true, token: outcome.data.token, refreshToken: outcome.data.refresh_token }
}

export type Captcha = AnswerOf<typeof accounts.captcha>['data']

export async function loadCaptcha(colors: {
  font: string
  line: string
  background: string
}): Promise<Captcha> {
  const answer = await callRest(accounts.captcha, {
    query: { font_color: colors.font, color: colors.line, base_color: colors.background },
  })
  return answer.data
}

export async function requestCodeByCaptcha(
  phone: LoginPhone,
  captcha: { uuid: string; answer: string },
  cityId: number | null,
): Promise<Outcome<object>> {
  const outcome = await rest(() =>
    callRest(accounts.login, {
      body: {
        phone_number: international(phone),
        city_id: cityId,
        captcha_uuid: captcha.uuid,
        captcha: captcha.answer,
      },
    }),
  )
  return outcome.ok ? { ok: true } : outcome
}

export async function verifyCodeByCaptcha(
  phone: LoginPhone,
  otp: string,
): Promise<Outcome<SessionTokens>> {
  return tokensOf(
    await rest(() =>
      callRest(accounts.login, { body: { phone_number: international(phone), otp_code: otp } }),
    ),
  )
}

export async function loginWithToken(token: string): Promise<Outcome<SessionTokens>> {
  return tokensOf(await rest(() => callRest(accounts.tokenLogin, { body: { token } })))
}

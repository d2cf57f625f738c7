// Signing in with a one-time code, shared by GraphQL `sendOtp` and REST `accounts/login/`:
// whose phone it is, sending the code and checking it, then opening the session. Both
// adapters only translate these results into their own answer shapes.
import { fullPhone, phoneCountryOf, phoneProblem } from '#shared/domain/phone-rules.ts'
import type { AppDeps } from '../app-deps.ts'
import type { Language } from '../lib/language.ts'
import { CODE_LENGTH } from '#shared/domain/one-time-code.ts'
import { codeSettingsOf, issueCode, verifyCode } from '../otp/codes.ts'
import { startSession, type SessionTokens } from './tokens.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export type LoginErrorCode =
  | 'INVALID'
  | 'REQUIRED'
  | 'INVALID_PHONE'
  | 'WRONG_CODE'
  | 'EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'THROTTLED'
  | 'CAPTCHA_INVALID'

export interface LoginFailure {
  ok: false
  code: LoginErrorCode
  field: 'countryCode' | 'mobile' | 'otp' | 'captcha' | null
  message: string
}

type Deps = Pick<AppDeps, 'db' | 'log' | 'config'>

export interface LoginPhone {
  countryCode: string
  mobile: string
  language: Language
}

function failure(
  code: LoginErrorCode,
  field: LoginFailure['field'],
  message: string,
): LoginFailure {
  return { ok: false, code, field, message }
}

// The phone's full number, or why what was typed is not one. Says nothing of who has it.
function phoneOf(request: LoginPhone): { ok: true; phone: string } | LoginFailure {
  const say = (words: Message) => translate(request.language, words)
  const problem = phoneProblem(request.countryCode, request.mobile)
  if (problem === 'country_code_invalid')
    return failure('INVALID_PHONE', 'countryCode', say(msg('Choose your country code.')))
  if (problem === 'required')
    return failure('REQUIRED', 'mobile', say(msg('Enter your mobile number.')))
  if (problem) return failure('INVALID_PHONE', 'mobile', say(msg('Enter your full mobile number.')))
  const country = phoneCountryOf(request.countryCode)!
  return { ok: true, phone: fullPhone(country.dialCode, request.mobile) }
}

// The registered, active person a phone belongs to.
async function personOf(deps: Deps, phone: string): Promise<number | null> {
  const user = await deps.db.one<{ id: number }>(
    'select id from users where phone = $1 and is_active',
    [phone],
  )
  return user?.id ?? null
}

// Told only to someone who solved a captcha (decision 232): the app shows it in its "Need to
// register" drawer and links the number it finds here.
function notRegistered(deps: Deps, language: Language): LoginFailure {
  const support = deps.config.supportPhone
  return failure(
    'INVALID',
    'mobile',
    translate(
      language,
      msg('This number is not registered yet. To register, call us on {support}.', { support }),
    ),
  )
}

// The captcha's answer was wrong (or the captcha used up or expired): a new picture is needed.
export function wrongCaptcha(language: Language): LoginFailure {
  return failure(
    'CAPTCHA_INVALID',
    'captcha',
    translate(language, msg('The characters do not match the picture.')),
  )
}

// Who asks for a login code: their address (a client's codes are limited), and whether they
// solved a captcha first (then they may learn that a number is not registered, and their codes
// come from a budget strangers without a captcha cannot use up).
export interface CodeRequester {
  client?: string | null
  captchaSolved?: boolean
}

// Without a solved captcha an unknown number is answered exactly as a registered one: its code
// is kept and counted, only never sent.
export async function sendLoginCode(
  deps: Deps,
  request: LoginPhone & CodeRequester & { messagingService?: string | null },
): Promise<{ ok: true; message: string; expiresIn: number } | LoginFailure> {
  const say = (words: Message) => translate(request.language, words)
  const number = phoneOf(request)
  if (!number.ok) return number
  const userId = await personOf(deps, number.phone)
  if (userId === null && request.captchaSolved) return notRegistered(deps, request.language)
  const sent = await issueCode(deps.db, deps.log, codeSettingsOf(deps.config), {
    phone: number.phone,
    purpose: 'login',
    messagingService: request.messagingService ?? null,
    language: request.language,
    client: request.client ?? null,
    captchaSolved: request.captchaSolved ?? false,
    deliver: userId !== null,
  })
  if (!sent.ok)
    return failure('THROTTLED', null, say(msg('Too many codes requested. Try again later.')))
  return {
    ok: true,
    message: say(msg('Code sent.')),
    expiresIn: deps.config.otpSeconds,
  }
}

// Checked the same way whoever has the number: the code first, then the person.
export async function checkLoginCode(
  deps: Deps,
  request: LoginPhone & { otp: string },
): Promise<{ ok: true; message: string; userId: number; tokens: SessionTokens } | LoginFailure> {
  const say = (words: Message) => translate(request.language, words)
  const number = phoneOf(request)
  if (!number.ok) return number
  const code = request.otp.trim()
  const wrong = failure(
    'WRONG_CODE',
    'otp',
    say(msg('That code is not right. Check it and try again.')),
  )
  // A malformed code cannot be right: refused without spending one of the tries.
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return wrong
  const check = await verifyCode(deps.db, codeSettingsOf(deps.config), {
    phone: number.phone,
    purpose: 'login',
    code,
  })
  if (!check.ok) {
    if (check.reason === 'too_many_attempts')
      return failure(
        'TOO_MANY_ATTEMPTS',
        'otp',
        say(msg('Too many wrong codes. Ask for a new code.')),
      )
    if (check.reason === 'expired' || check.reason === 'missing')
      return failure('EXPIRED', 'otp', say(msg('The code has expired. Ask for a new one.')))
    return wrong
  }
  // A code never sent (an unknown number) guessed right signs nobody in.
  const userId = await personOf(deps, number.phone)
  if (userId === null) return wrong
  const tokens = await startSession(deps.db, userId, deps.config)
  return { ok: true, message: say(msg('Welcome!')), userId, tokens }
}

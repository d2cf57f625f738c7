// Signing in with a one-time code, shared by GraphQL `sendOtp` and REST `accounts/login/`:
// whose phone it is, sending the code and checking it, then opening the session. Both
// adapters only translate these results into their own answer shapes.
import { fullPhone, phoneCountryOf, phoneProblem } from '#shared/domain/phone-rules.ts'
import type { AppDeps } from '../app-deps.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { CODE_LENGTH } from '#shared/domain/one-time-code.ts'
import { codeSettingsOf, issueCode, verifyCode } from '../otp/codes.ts'
import { startSession, type SessionTokens } from './tokens.ts'

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
  const say = (en: string, ar: string) => pick(request.language, en, ar)
  const problem = phoneProblem(request.countryCode, request.mobile)
  if (problem === 'country_code_invalid')
    return failure(
      'INVALID_PHONE',
      'countryCode',
      say('country code is not valid!', 'رمز الدولة غير صالح!'),
    )
  if (problem === 'required')
    return failure('REQUIRED', 'mobile', say('mobile is required', 'رقم الجوال مطلوب'))
  if (problem)
    return failure('INVALID_PHONE', 'mobile', say('mobile is not valid!', 'رقم الجوال غير صالح!'))
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
    pick(
      language,
      `This number is not registered yet. To register, call us on ${support}.`,
      `هذا الرقم غير مسجل بعد. للتسجيل اتصل بنا على ${support}.`,
    ),
  )
}

// The captcha's answer was wrong (or the captcha used up or expired): a new picture is needed.
export function wrongCaptcha(language: Language): LoginFailure {
  return failure(
    'CAPTCHA_INVALID',
    'captcha',
    pick(language, 'The characters do not match the picture.', 'الأحرف لا تطابق الصورة.'),
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
  const say = (en: string, ar: string) => pick(request.language, en, ar)
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
    return failure(
      'THROTTLED',
      null,
      say('Too many codes requested. Try again later.', 'طلبات كثيرة للرمز. حاول لاحقاً.'),
    )
  return {
    ok: true,
    message: say('Code sent.', 'تم إرسال الرمز.'),
    expiresIn: deps.config.otpSeconds,
  }
}

// Checked the same way whoever has the number: the code first, then the person.
export async function checkLoginCode(
  deps: Deps,
  request: LoginPhone & { otp: string },
): Promise<{ ok: true; message: string; userId: number; tokens: SessionTokens } | LoginFailure> {
  const say = (en: string, ar: string) => pick(request.language, en, ar)
  const number = phoneOf(request)
  if (!number.ok) return number
  const code = request.otp.trim()
  const wrong = failure(
    'WRONG_CODE',
    'otp',
    say('your submit code is not correct', 'الرمز الذي أدخلته غير صحيح'),
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
        say('Too many wrong tries. Ask for a new code.', 'محاولات خاطئة كثيرة. اطلب رمزاً جديداً.'),
      )
    if (check.reason === 'expired' || check.reason === 'missing')
      return failure(
        'EXPIRED',
        'otp',
        say('The code has expired. Ask for a new one.', 'انتهت صلاحية الرمز. اطلب رمزاً جديداً.'),
      )
    return wrong
  }
  // A code never sent (an unknown number) guessed right signs nobody in.
  const userId = await personOf(deps, number.phone)
  if (userId === null) return wrong
  const tokens = await startSession(deps.db, userId, deps.config)
  return { ok: true, message: say('Welcome!', 'أهلاً بك!'), userId, tokens }
}

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

export interface LoginFailure {
  ok: false
  code: LoginErrorCode
  field: 'countryCode' | 'mobile' | 'otp' | null
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

// The registered, active person a phone belongs to, or why there is none.
async function personOf(
  deps: Deps,
  request: LoginPhone,
): Promise<{ ok: true; phone: string; userId: number } | LoginFailure> {
  const say = (en: string, ar: string) => pick(request.language, en, ar)
  const problem = phoneProblem(request.countryCode, request.mobile)
  if (problem === 'country_code_invalid')
    return failure(
      'INVALID_PHONE',
      'countryCode',
      say('Choose your country code.', 'اختر رمز الدولة.'),
    )
  if (problem === 'required')
    return failure('REQUIRED', 'mobile', say('Enter your mobile number.', 'أدخل رقم جوالك.'))
  if (problem)
    return failure(
      'INVALID_PHONE',
      'mobile',
      say('Enter your full mobile number.', 'أدخل رقم جوالك كاملًا.'),
    )
  const country = phoneCountryOf(request.countryCode)!
  const phone = fullPhone(country.dialCode, request.mobile)
  const user = await deps.db.one<{ id: number }>(
    'select id from users where phone = $1 and is_active',
    [phone],
  )
  if (!user) {
    // The app shows this in its "Need to register" drawer and links the number it finds here.
    const support = deps.config.supportPhone
    return failure(
      'INVALID',
      'mobile',
      say(
        `This number is not registered yet. To register, call us on ${support}.`,
        `هذا الرقم غير مسجل بعد. للتسجيل اتصل بنا على ${support}.`,
      ),
    )
  }
  return { ok: true, phone, userId: user.id }
}

export async function sendLoginCode(
  deps: Deps,
  request: LoginPhone & { messagingService?: string | null },
): Promise<{ ok: true; message: string; expiresIn: number } | LoginFailure> {
  const say = (en: string, ar: string) => pick(request.language, en, ar)
  const person = await personOf(deps, request)
  if (!person.ok) return person
  const sent = await issueCode(deps.db, deps.log, codeSettingsOf(deps.config), {
    phone: person.phone,
    purpose: 'login',
    messagingService: request.messagingService ?? null,
    language: request.language,
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

export async function checkLoginCode(
  deps: Deps,
  request: LoginPhone & { otp: string },
): Promise<{ ok: true; message: string; userId: number; tokens: SessionTokens } | LoginFailure> {
  const say = (en: string, ar: string) => pick(request.language, en, ar)
  const person = await personOf(deps, request)
  if (!person.ok) return person
  const code = request.otp.trim()
  const wrong = failure(
    'WRONG_CODE',
    'otp',
    say(
      'That code is not right. Check it and try again.',
      'الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
    ),
  )
  // A malformed code cannot be right: refused without spending one of the tries.
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return wrong
  const check = await verifyCode(deps.db, codeSettingsOf(deps.config), {
    phone: person.phone,
    purpose: 'login',
    code,
  })
  if (!check.ok) {
    if (check.reason === 'too_many_attempts')
      return failure(
        'TOO_MANY_ATTEMPTS',
        'otp',
        say('Too many wrong codes. Ask for a new code.', 'محاولات خاطئة كثيرة. اطلب رمزاً جديداً.'),
      )
    if (check.reason === 'expired' || check.reason === 'missing')
      return failure(
        'EXPIRED',
        'otp',
        say('The code has expired. Ask for a new one.', 'انتهت صلاحية الرمز. اطلب رمزاً جديداً.'),
      )
    return wrong
  }
  const tokens = await startSession(deps.db, person.userId, deps.config)
  return { ok: true, message: say('Welcome!', 'أهلاً بك!'), userId: person.userId, tokens }
}

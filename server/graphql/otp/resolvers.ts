// The one-time-code endpoint: sends and checks login codes and issues the session tokens.
import { phoneCountryOf, phoneProblem, fullPhone } from '../../../src/lib/phone-rules.ts'
import { rotateSession, startSession } from '../../auth/tokens.ts'
import { issueCode, verifyCode } from '../../otp/codes.ts'
import { messagingServices } from '../../otp/messaging-services.ts'
import { pick } from '../../lib/language.ts'
import type { GraphQLContext } from '../context.ts'

type OtpErrorCode =
  | 'INVALID'
  | 'REQUIRED'
  | 'INVALID_PHONE'
  | 'WRONG_CODE'
  | 'EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'THROTTLED'
  | 'INVALID_TOKEN'

interface OtpError {
  field: string | null
  message: string
  code: OtpErrorCode
}

function failure(field: string | null, message: string, code: OtpErrorCode) {
  return {
    accessToken: null,
    refreshToken: null,
    message: null,
    errors: [{ field, message, code } satisfies OtpError],
  }
}

interface SendOtpArgs {
  countryCode: string
  mobile: string
  otp?: string | null
  messagingService?: string | null
}

export function codeSettings(ctx: GraphQLContext) {
  return {
    secret: ctx.config.jwtSecret,
    lifetimeSeconds: ctx.config.otpSeconds,
    maxPerWindow: ctx.config.otpMaxPerWindow,
    windowSeconds: ctx.config.otpWindowSeconds,
  }
}

async function sendOtp(_: unknown, args: SendOtpArgs, ctx: GraphQLContext) {
  const say = (en: string, ar: string) => pick(ctx.language, en, ar)
  const problem = phoneProblem(args.countryCode, args.mobile)
  if (problem === 'country_code_invalid') {
    return failure(
      'countryCode',
      say('country code is not valid!', 'رمز الدولة غير صالح!'),
      'INVALID_PHONE',
    )
  }
  if (problem === 'required')
    return failure('mobile', say('mobile is required', 'رقم الجوال مطلوب'), 'REQUIRED')
  if (problem)
    return failure('mobile', say('mobile is not valid!', 'رقم الجوال غير صالح!'), 'INVALID_PHONE')
  const country = phoneCountryOf(args.countryCode)!
  const phone = fullPhone(country.dialCode, args.mobile)
  const user = await ctx.db.one<{ id: number }>(
    'select id from users where phone = $1 and is_active',
    [phone],
  )
  if (!user) {
    const support = ctx.config.supportPhone
    return failure(
      'mobile',
      say(
        `This number is not registered yet. To register, call us on ${support}.`,
        `هذا الرقم غير مسجل بعد. للتسجيل اتصل بنا على ${support}.`,
      ),
      'INVALID',
    )
  }
  if (!args.otp) {
    const sent = await issueCode(ctx.db, ctx.log, codeSettings(ctx), {
      phone,
      purpose: 'login',
      messagingService: args.messagingService ?? null,
      language: ctx.language,
    })
    if (!sent.ok) {
      return failure(
        null,
        say('Too many codes requested. Try again later.', 'طلبات كثيرة للرمز. حاول لاحقاً.'),
        'THROTTLED',
      )
    }
    return {
      accessToken: null,
      refreshToken: null,
      message: say('Code sent.', 'تم إرسال الرمز.'),
      errors: [],
    }
  }
  const check = await verifyCode(ctx.db, codeSettings(ctx), {
    phone,
    purpose: 'login',
    code: args.otp.trim(),
  })
  if (!check.ok) {
    if (check.reason === 'too_many_attempts') {
      return failure(
        'otp',
        say('Too many wrong tries. Ask for a new code.', 'محاولات خاطئة كثيرة. اطلب رمزاً جديداً.'),
        'TOO_MANY_ATTEMPTS',
      )
    }
    if (check.reason === 'expired') {
      return failure(
        'otp',
        say('The code has expired. Ask for a new one.', 'انتهت صلاحية الرمز. اطلب رمزاً جديداً.'),
        'EXPIRED',
      )
    }
    return failure(
      'otp',
      say('your submit code is not correct', 'الرمز الذي أدخلته غير صحيح'),
      'WRONG_CODE',
    )
  }
  const tokens = await startSession(ctx.db, user.id, ctx.config)
  return { ...tokens, message: say('Welcome!', 'أهلاً بك!'), errors: [] }
}

async function tokenRefresh(_: unknown, args: { refreshToken: string }, ctx: GraphQLContext) {
  const result = await rotateSession(ctx.db, args.refreshToken, ctx.config)
  if (!result.ok) {
    return {
      token: null,
      refreshToken: null,
      errors: [
        {
          field: 'refreshToken',
          message: 'Invalid or expired refresh token.',
          code: 'INVALID_TOKEN',
        },
      ],
    }
  }
  return { token: result.tokens.accessToken, refreshToken: result.tokens.refreshToken, errors: [] }
}

export const otpResolvers = {
  Query: {
    messagingServices: (_: unknown, __: unknown, ctx: GraphQLContext) =>
      messagingServices.map((service) => ({
        value: service.value,
        label: pick(ctx.language, service.labelEn, service.labelAr),
        isDefault: service.isDefault,
        icon: service.icon,
      })),
  },
  Mutation: { sendOtp, tokenRefresh },
}

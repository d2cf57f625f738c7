// The one-time-code endpoint: sends and checks login codes and issues the session tokens.
import { solveCaptcha } from '../../auth/captcha.ts'
import {
  checkLoginCode,
  sendLoginCode,
  wrongCaptcha,
  type LoginFailure,
} from '../../auth/phone-login.ts'
import { rotateSession } from '../../auth/tokens.ts'
import { messagingServices } from '../../otp/messaging-services.ts'
import type { GraphQLContext } from '../context.ts'
import { msg } from '../../i18n/message.ts'
import { translate } from '../../i18n/translate.ts'

interface SendOtpArgs {
  countryCode: string
  mobile: string
  otp?: string | null
  messagingService?: string | null
  captchaUuid?: string | null
  captcha?: string | null
}

function failed(result: LoginFailure) {
  return {
    accessToken: null,
    refreshToken: null,
    message: null,
    errors: [{ field: result.field, message: result.message, code: result.code }],
  }
}

async function sendOtp(_: unknown, args: SendOtpArgs, ctx: GraphQLContext) {
  const request = { countryCode: args.countryCode, mobile: args.mobile, language: ctx.language }
  if (!args.otp) {
    // A captcha, when sent, must be right: it is what lets the answer say a number is unknown.
    const withCaptcha = Boolean(args.captchaUuid || args.captcha)
    if (
      withCaptcha &&
      !(await solveCaptcha(
        ctx.db,
        { secret: ctx.config.jwtSecret },
        args.captchaUuid ?? '',
        args.captcha ?? '',
      ))
    ) {
      return failed(wrongCaptcha(ctx.language))
    }
    const sent = await sendLoginCode(ctx, {
      ...request,
      messagingService: args.messagingService,
      client: ctx.client,
      captchaSolved: withCaptcha,
    })
    if (!sent.ok) return failed(sent)
    return { accessToken: null, refreshToken: null, message: sent.message, errors: [] }
  }
  const login = await checkLoginCode(ctx, { ...request, otp: args.otp })
  if (!login.ok) return failed(login)
  return { ...login.tokens, message: login.message, errors: [] }
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
          message: translate(ctx.language, msg('Your session has ended. Please sign in again.')),
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
        label: translate(ctx.language, service.label),
        isDefault: service.isDefault,
        icon: service.icon,
      })),
  },
  Mutation: { sendOtp, tokenRefresh },
}

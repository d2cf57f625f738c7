// accounts/captcha/, accounts/login/ and accounts/token-login/: the REST ways in (the app's
// /login/c/ and /login/p/ screens), plus accounts/login-tokens/ for administrators to issue
// one-tap login links for customers and accounts/audit-log/ to read what administrators did.
import type * as z from 'zod/mini'
import * as accounts from '#shared/contracts/rest/accounts.ts'
import { splitFullPhone } from '#shared/domain/phone-rules.ts'
import { adminActions, recordAdminAction } from '../account/admin-audit.ts'
import { createCaptcha, solveCaptcha } from '../auth/captcha.ts'
import { consumeLoginToken, issueLoginToken, linkablePerson } from '../auth/login-tokens.ts'
import {
  checkLoginCode,
  sendLoginCode,
  wrongCaptcha,
  type LoginErrorCode,
  type LoginFailure,
} from '../auth/phone-login.ts'
import { clientAddress } from '../http/client-address.ts'
import { startSession } from '../auth/tokens.ts'
import type { AppDeps } from '../app-deps.ts'
import { failWith, ok, say, type RestContext } from './http.ts'
import { restRouter } from './rest-router.ts'
import { adminOrigin } from './admin-actor.ts'
import { msg } from '../i18n/message.ts'

const statusOf: Record<LoginErrorCode, number> = {
  INVALID: 400,
  REQUIRED: 400,
  INVALID_PHONE: 400,
  WRONG_CODE: 400,
  EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 400,
  THROTTLED: 429,
  CAPTCHA_INVALID: 400,
}

function refuse(failure: Pick<LoginFailure, 'code' | 'field' | 'message'>): never {
  return failWith(statusOf[failure.code], failure.message, {
    error_code: failure.code,
    field:
      failure.field === 'mobile' || failure.field === 'countryCode'
        ? 'phone_number'
        : failure.field === 'otp'
          ? 'otp_code'
          : failure.field,
  })
}

// The REST payloads carry the international number; the login rules want country and digits.
function phoneOf(c: RestContext, value: string) {
  const split = splitFullPhone(value)
  if (!split)
    return refuse({
      code: 'INVALID_PHONE',
      field: 'mobile',
      message: say(c, msg('Enter your full mobile number.')),
    })
  return { countryCode: split.country.dialCode, mobile: split.mobile, language: c.get('language') }
}

type LoginBody = z.output<typeof accounts.login.body>
const isVerifying = (body: LoginBody): body is z.output<typeof accounts.verifyLoginCode> =>
  typeof body.otp_code === 'string'

function sessionAnswer(tokens: { accessToken: string; refreshToken: string }) {
  return { token: tokens.accessToken, refresh_token: tokens.refreshToken }
}

export function loginRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const captchaSettings = { secret: deps.config.jwtSecret, devOutbox: deps.config.devOutbox }

  on(accounts.captcha, async (c, { query }) => {
    const captcha = await createCaptcha(deps.db, captchaSettings, {
      font: query.font_color,
      line: query.color,
      background: query.base_color,
    })
    c.header('cache-control', 'no-store')
    return ok({
      captcha_uuid: captcha.uuid,
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`,
      expires_in: captcha.expiresIn,
    })
  })

  // With captcha_uuid and captcha: sends a code. With otp_code: checks it and signs in.
  on(accounts.login, async (c, { body: given }) => {
    if (isVerifying(given)) {
      const body = given
      const login = await checkLoginCode(deps, {
        ...phoneOf(c, body.phone_number),
        otp: body.otp_code,
      })
      if (!login.ok) return refuse(login)
      return ok(sessionAnswer(login.tokens), login.message)
    }
    const body = given
    const phone = phoneOf(c, body.phone_number)
    // The captcha comes first: past it, an unknown number is told it is not registered.
    if (!(await solveCaptcha(deps.db, captchaSettings, body.captcha_uuid, body.captcha))) {
      return refuse(wrongCaptcha(c.get('language')))
    }
    const sent = await sendLoginCode(deps, {
      ...phone,
      captchaSolved: true,
      client: clientAddress(c, deps.config.trustProxyHops),
    })
    if (!sent.ok) return refuse(sent)
    return ok({ expires_in: sent.expiresIn }, sent.message)
  })

  on(accounts.tokenLogin, async (c, { body }) => {
    const userId = await consumeLoginToken(deps.db, body.token)
    if (userId === null) {
      return failWith(400, say(c, msg('This sign-in link is not valid or has expired.')), {
        error_code: 'INVALID_TOKEN',
        field: 'token',
      })
    }
    const tokens = await startSession(deps.db, userId, deps.config)
    return ok(sessionAnswer(tokens), say(c, msg('Welcome!')))
  })

  // Administrators (or the ADMIN_TOKEN) issue one-tap links for a registered customer; each is
  // in the audit log, written with it.
  on(accounts.loginTokens, async (c, { body, who }) => {
    const phone = phoneOf(c, body.phone_number)
    const person = await linkablePerson(deps.db, `${phone.countryCode}${phone.mobile}`)
    if (person === 'nobody')
      return failWith(404, say(c, msg('No one is registered with this number.')), {
        field: 'phone_number',
      })
    if (person === 'not-a-customer')
      return failWith(
        403,
        say(c, msg('Sign-in links are for customers only, never for staff or administrators.')),
        { field: 'phone_number' },
      )
    const origin = adminOrigin(c, deps, who)
    const issued = await deps.db.transaction(async (tx) => {
      const link = await issueLoginToken(tx, person.userId, body.lifetime_seconds)
      await recordAdminAction(tx, {
        ...origin,
        action: 'login-link.issued',
        subjectUserId: person.userId,
        details: { expires_at: link.expiresAt.toISOString() },
      })
      return link
    })
    return ok(
      {
        token: issued.token,
        path: `/login/p/?token=${issued.token}`,
        expires_at: issued.expiresAt.toISOString(),
      },
      '',
      201,
    )
  })

  on(accounts.auditLog, async (_c, { query }) => {
    const rows = await adminActions(deps.db, { limit: query.limit, before: query.before })
    return ok(rows.map((row) => ({ ...row, at: row.at.toISOString() })))
  })

  return router
}

// One-time codes: six digits, valid for a few minutes, at most three wrong tries per code,
// and caps on how many codes go out in a window (send-limits.ts). Only a hash is stored; the
// code itself goes to the outbox (the SMS gateway stand-in) and the log. A code may also be
// kept without being sent (`deliver: false`): a login code asked for an unknown number, so
// that asking for it and checking it answer exactly as for a registered one (decision 232).
import type { Row } from '../db/tables.ts'
import { createHash, randomInt } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { Logger } from '../log.ts'
import type { Language } from '../lib/language.ts'
import { messagingServiceOf } from './messaging-services.ts'
import { takeSendBudget, type SendBudget } from './send-limits.ts'
import { CODE_LENGTH } from '#shared/domain/one-time-code.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export const MAX_WRONG_TRIES = 3

export type Purpose = 'login' | 'service' | 'return'

export interface CodeSettings {
  secret: string
  lifetimeSeconds: number
  // codes per phone and purpose in a window
  maxPerWindow: number
  windowSeconds: number
  // login codes per client, and all codes, in a window (absent: no such limit)
  maxPerClient?: number
  maxGlobal?: number
}

// The settings of the server's configuration (one-time-code lifetime and rate limits).
export function codeSettingsOf(config: {
  jwtSecret: string
  otpSeconds: number
  otpMaxPerWindow: number
  otpWindowSeconds: number
  otpClientMaxPerWindow?: number
  otpGlobalMaxPerWindow?: number
}): CodeSettings {
  return {
    secret: config.jwtSecret,
    lifetimeSeconds: config.otpSeconds,
    maxPerWindow: config.otpMaxPerWindow,
    windowSeconds: config.otpWindowSeconds,
    maxPerClient: config.otpClientMaxPerWindow,
    maxGlobal: config.otpGlobalMaxPerWindow,
  }
}

function hashCode(code: string, phone: string, secret: string): string {
  return createHash('sha256').update(`${secret}:${phone}:${code}`).digest('hex')
}

function makeCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

const bodies: Record<Purpose, (code: string) => Message> = {
  login: (code) => msg('Your HiG login code is {code}', { code }),
  service: (code) => msg('Your code to confirm the service at the HiG center is {code}', { code }),
  return: (code) => msg('Your code to confirm the return is {code}', { code }),
}

export type IssueResult = { ok: true } | { ok: false; reason: 'throttled' }

export async function issueCode(
  db: Db,
  log: Logger,
  settings: CodeSettings,
  request: {
    phone: string
    purpose: Purpose
    ref?: string
    messagingService?: string | null
    language: Language
    // Login codes: who asks (its address), and whether they solved a captcha first.
    client?: string | null
    captchaSolved?: boolean
    // False: the code is kept and counted but no message goes out.
    deliver?: boolean
  },
): Promise<IssueResult> {
  const code = makeCode()
  const service = messagingServiceOf(request.messagingService)
  const ref = request.ref ?? ''
  const deliver = request.deliver ?? true
  const budget: SendBudget =
    request.purpose === 'login' && request.captchaSolved ? 'login-captcha' : request.purpose
  const issued = await db.transaction(async (tx) => {
    const allowance = await takeSendBudget(
      tx,
      {
        windowSeconds: settings.windowSeconds,
        perPhone: settings.maxPerWindow,
        perClient: request.purpose === 'login' ? settings.maxPerClient : undefined,
        global: settings.maxGlobal,
      },
      { phone: request.phone, budget, client: request.client },
    )
    if (!allowance.ok) return allowance
    // One statement: the earlier code of the same purpose replaced, the new code and its
    // message (each statement costs a round trip, and every code sent pays for them).
    await tx.query(
      `with replaced as (
         update otp_codes set consumed_at = now()
          where phone = $1 and purpose = $2 and ref = $3 and consumed_at is null),
       code as (
         insert into otp_codes (phone, purpose, ref, code_hash, expires_at)
         values ($1, $2, $3, $4, now() + make_interval(secs => $5)))
       insert into outbox (phone, messaging_service, purpose, code, body)
       select $1, $6, $2, $7, $8 where $9::boolean`,
      [
        request.phone,
        request.purpose,
        ref,
        hashCode(code, request.phone, settings.secret),
        settings.lifetimeSeconds,
        service.value,
        code,
        translate(request.language, bodies[request.purpose](code)),
        deliver,
      ],
    )
    return allowance
  })
  if (!issued.ok) {
    log.warn('otp.throttled', {
      phone: request.phone,
      purpose: request.purpose,
      budget,
      exhausted: issued.exhausted,
    })
    return { ok: false, reason: 'throttled' }
  }
  if (!deliver) {
    log.info('otp.withheld', { phone: request.phone, purpose: request.purpose })
    return { ok: true }
  }
  log.info('otp.sent', {
    phone: request.phone,
    purpose: request.purpose,
    ref,
    via: service.value,
    code,
  })
  return { ok: true }
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'wrong' | 'expired' | 'too_many_attempts'; triesLeft: number }

type CodeRow = Pick<Row<'otp_codes'>, 'id' | 'code_hash' | 'attempts'> & { expired: boolean }

export async function verifyCode(
  db: Db,
  settings: Pick<CodeSettings, 'secret'>,
  request: { phone: string; purpose: Purpose; ref?: string; code: string },
): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const row = await tx.one<CodeRow>(
      `select id, code_hash, attempts, expires_at <= now() as expired from otp_codes
        where phone = $1 and purpose = $2 and ref = $3 and consumed_at is null
        order by created_at desc limit 1 for update`,
      [request.phone, request.purpose, request.ref ?? ''],
    )
    if (!row) return { ok: false, reason: 'missing', triesLeft: 0 }
    if (row.attempts >= MAX_WRONG_TRIES)
      return { ok: false, reason: 'too_many_attempts', triesLeft: 0 }
    if (row.expired) return { ok: false, reason: 'expired', triesLeft: 0 }
    if (row.code_hash !== hashCode(request.code, request.phone, settings.secret)) {
      const attempts = row.attempts + 1
      await tx.query('update otp_codes set attempts = $2 where id = $1', [row.id, attempts])
      const triesLeft = MAX_WRONG_TRIES - attempts
      return { ok: false, reason: triesLeft > 0 ? 'wrong' : 'too_many_attempts', triesLeft }
    }
    await tx.query('update otp_codes set consumed_at = now() where id = $1', [row.id])
    return { ok: true }
  })
}

export async function lastOutboxMessage(db: Db, phone: string) {
  return db.one<{ code: string; created_at: Date; messaging_service: string; purpose: string }>(
    'select code, created_at, messaging_service, purpose from outbox where phone = $1 order by id desc limit 1',
    [phone],
  )
}

// Captchas of the REST login: an image of five characters, valid for a few minutes and good
// for one try (right or wrong). Only a hash of the answer is kept; with the development outbox
// on, the answer is also written to `captcha_outbox` so tests can read it as a person reads
// the image.
import { createHash, randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { drawCaptcha, randomAnswer, type CaptchaColors } from './captcha-image.ts'

const CAPTCHA_SECONDS = 300

export interface CaptchaSettings {
  secret: string
  devOutbox: boolean
}

function hashAnswer(uuid: string, answer: string, secret: string): string {
  return createHash('sha256')
    .update(`${secret}:captcha:${uuid}:${answer.trim().toUpperCase()}`)
    .digest('hex')
}

export async function createCaptcha(
  db: Db,
  settings: CaptchaSettings,
  colors: CaptchaColors,
): Promise<{ uuid: string; svg: string; expiresIn: number }> {
  const uuid = randomUUID()
  const answer = randomAnswer()
  await db.transaction(async (tx) => {
    // Keeps the table small: captchas nobody answered are useless an hour later.
    await tx.query(`delete from captchas where expires_at < now() - interval '1 hour'`)
    await tx.query(
      `insert into captchas (uuid, answer, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [uuid, hashAnswer(uuid, answer, settings.secret), CAPTCHA_SECONDS],
    )
    if (settings.devOutbox) {
      await tx.query('insert into captcha_outbox (uuid, answer) values ($1, $2)', [uuid, answer])
    }
  })
  return { uuid, svg: drawCaptcha(answer, colors), expiresIn: CAPTCHA_SECONDS }
}

// True once for the right answer of a live captcha; any try uses the captcha up.
export async function solveCaptcha(
  db: Db,
  settings: Pick<CaptchaSettings, 'secret'>,
  uuid: string,
  answer: string,
): Promise<boolean> {
  const row = await db.one<{ answer: string }>(
    `update captchas set used_at = now()
      where uuid = $1 and used_at is null and expires_at > now()
      returning answer`,
    [uuid],
  )
  return row !== undefined && row.answer === hashAnswer(uuid, answer, settings.secret)
}

// The development outbox's copy of a captcha's characters (DEV_OUTBOX=1 only writes it).
export async function outboxCaptchaAnswer(db: Db, uuid: string): Promise<string | null> {
  const row = await db.one<{ answer: string }>(
    'select answer from captcha_outbox where uuid = $1',
    [uuid],
  )
  return row?.answer ?? null
}

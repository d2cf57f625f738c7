import { beforeAll, describe, expect, it } from 'vitest'
import { testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { captchaAlphabet, drawCaptcha, randomAnswer } from './captcha-image.ts'
import { createCaptcha, solveCaptcha } from './captcha.ts'

const colors = { font: '#112233', line: '#445566', background: '#ffffff' }

describe('captcha', () => {
  let deps: AppDeps
  const settings = { secret: 's', devOutbox: true }
  beforeAll(async () => {
    deps = await testDeps()
  })

  const answerOf = async (uuid: string) =>
    (await deps.db.one<{ answer: string }>('select answer from captcha_outbox where uuid = $1', [
      uuid,
    ]))!.answer

  it('draws five characters of the alphabet as paths only, in the colors asked for', () => {
    const answer = randomAnswer()
    expect(answer).toMatch(new RegExp(`^[${captchaAlphabet}]{5}$`))
    const svg = drawCaptcha(answer, colors)
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 200 70"/)
    expect(svg).not.toContain('<text')
    expect(svg).not.toContain(answer)
    expect(svg).toContain('stroke="#112233"')
    expect(svg).toContain('fill="#ffffff"')
  })

  it('stores only a hash of the answer', async () => {
    const captcha = await createCaptcha(deps.db, settings, colors)
    const stored = await deps.db.one<{ answer: string }>(
      'select answer from captchas where uuid = $1',
      [captcha.uuid],
    )
    expect(stored!.answer).toMatch(/^[0-9a-f]{64}$/)
    expect(stored!.answer).not.toContain(await answerOf(captcha.uuid))
  })

  it('accepts the right answer once, in any case', async () => {
    const captcha = await createCaptcha(deps.db, settings, colors)
    const answer = await answerOf(captcha.uuid)
    expect(await solveCaptcha(deps.db, settings, captcha.uuid, ` ${answer.toLowerCase()} `)).toBe(
      true,
    )
    expect(await solveCaptcha(deps.db, settings, captcha.uuid, answer)).toBe(false)
  })

  it('is used up by a wrong answer', async () => {
    const captcha = await createCaptcha(deps.db, settings, colors)
    const answer = await answerOf(captcha.uuid)
    expect(await solveCaptcha(deps.db, settings, captcha.uuid, 'WRONG')).toBe(false)
    expect(await solveCaptcha(deps.db, settings, captcha.uuid, answer)).toBe(false)
  })

  it('refuses an expired captcha', async () => {
    const captcha = await createCaptcha(deps.db, settings, colors)
    await deps.db.query(
      `update captchas set expires_at = now() - interval '1 second' where uuid = $1`,
      [captcha.uuid],
    )
    expect(await solveCaptcha(deps.db, settings, captcha.uuid, await answerOf(captcha.uuid))).toBe(
      false,
    )
  })

  it('keeps no readable answer without the development outbox', async () => {
    const captcha = await createCaptcha(deps.db, { secret: 's', devOutbox: false }, colors)
    expect(
      await deps.db.one('select 1 from captcha_outbox where uuid = $1', [captcha.uuid]),
    ).toBeUndefined()
  })
})

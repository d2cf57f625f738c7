import ky from 'ky'
import { describe, expect, it } from 'vitest'
import { toRestError } from './rest.ts'
import { failureText, serverWords } from './failure-text.ts'

const texts = { offline: 'أنت غير متصل', other: 'عذراً، حدث خطأ ما.' }

// A real ky failure, turned into the app's RestError the way every REST call does.
async function failureOf(answer: () => Promise<Response>) {
  const client = ky.create({ retry: 0, fetch: answer })
  return toRestError(await client('http://localhost/api/v1/notification/notif/').catch((e) => e))
}

describe('the text of a failed call', () => {
  it('is ours, never ky’s English, when the server said nothing', async () => {
    const error = await failureOf(async () => new Response('oops', { status: 503 }))
    expect(error.message).toMatch(/status code 503/) // what must not reach the person
    expect(failureText(error, texts)).toBe(texts.other)
  })

  it('says offline instead of "Failed to fetch"', async () => {
    const error = await failureOf(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(failureText(error, texts)).toBe(texts.offline)
    expect(failureText(new TypeError('Failed to fetch'), texts)).toBe(texts.offline)
  })

  it('never shows the text of an error that is not the server’s', () => {
    expect(failureText(new Error('DatabaseClosedError: closed'), texts)).toBe(texts.other)
  })

  it('keeps the server’s own words', async () => {
    const error = await failureOf(async () =>
      Response.json({ message: 'الخدمة مشغولة' }, { status: 500 }),
    )
    expect(failureText(error, texts)).toBe('الخدمة مشغولة')
  })
})

describe('the server’s words', () => {
  it('are the message, else the detail, trimmed', async () => {
    const detail = await failureOf(async () =>
      Response.json({ detail: ' Not found. ' }, { status: 404 }),
    )
    expect(serverWords(detail)).toBe('Not found.')
    expect(serverWords(new Error('Failed to fetch'))).toBe('')
  })
})

import ky from 'ky'
import { CombinedError } from 'urql'
import { describe, expect, it } from 'vitest'
import { toRestError } from './rest.ts'
import { failureText, serverWords } from './failure-text.ts'
import { GraphqlFailure } from './graphql-failure.ts'

const texts = { offline: 'أنت غير متصل', other: 'حدث خطأ ما. حاول مرة أخرى.' }

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

describe('a failed GraphQL call', () => {
  it('keeps the server’s message, not urql’s marked text', () => {
    const failure = new GraphqlFailure(
      new CombinedError({ graphQLErrors: [{ message: 'الرصيد غير كافٍ' }] }),
    )
    expect(failure.message).toMatch(/^\[GraphQL\]/)
    expect(failureText(failure, texts)).toBe('الرصيد غير كافٍ')
  })

  it('is offline when nothing answered, and ours when the server said nothing', () => {
    const offline = new GraphqlFailure(
      new CombinedError({ networkError: new TypeError('Failed to fetch') }),
    )
    expect(failureText(offline, texts)).toBe(texts.offline)
    const bare = new GraphqlFailure(new CombinedError({ networkError: new Error('Bad Gateway') }))
    expect(failureText(bare, texts)).toBe(texts.other)
  })
})

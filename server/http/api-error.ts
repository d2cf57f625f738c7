// A refusal in the shape of the API asked (REST's envelope, GraphQL's errors, plain text
// elsewhere), in the person's language, for the checks that run before any route: its clients
// read it as they read the API's own answers.
import type { Context } from 'hono'
import { languageOf, pick } from '../lib/language.ts'

export function apiError(
  c: Context,
  status: number,
  words: { en: string; ar: string },
  graphqlCode = 'BAD_REQUEST',
): Response {
  const message = pick(languageOf(c.req.header('accept-language')), words.en, words.ar)
  const path = c.req.path
  if (path.startsWith('/api/')) {
    return c.json({ success: false, code: status, message, data: null }, status as 400)
  }
  if (path.startsWith('/graphql')) {
    return c.json({ errors: [{ message, extensions: { code: graphqlCode } }] }, status as 400)
  }
  return c.text(message, status as 400)
}

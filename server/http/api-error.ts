// A refusal in the shape of the API asked (REST's envelope, GraphQL's errors, plain text
// elsewhere), in the person's language, for the checks that run before any route: its clients
// read it as they read the API's own answers.
import type { Context } from 'hono'
import { languageOf } from '../lib/language.ts'
import type { Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export function apiError(
  c: Context,
  status: number,
  words: Message,
  graphqlCode = 'BAD_REQUEST',
): Response {
  const message = translate(languageOf(c.req.header('accept-language')), words)
  const path = c.req.path
  if (path.startsWith('/api/')) {
    return c.json({ success: false, code: status, message, data: null }, status as 400)
  }
  if (path.startsWith('/graphql')) {
    return c.json({ errors: [{ message, extensions: { code: graphqlCode } }] }, status as 400)
  }
  return c.text(message, status as 400)
}

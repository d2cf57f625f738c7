// What a client reads when a resolver fails. Errors we raise on purpose (GraphQLError: a
// missing id, a rule the request broke) pass as they are. A value the database could not
// take (a number out of range, an impossible date) becomes a clear bad-input error; a busy
// database a retry-later error. Anything else is our bug: the client gets a generic message
// with a reference, and the log gets the same reference with the real error, so the two can
// be matched; SQL text, stacks and file paths never leave the server.
import { GraphQLError, type GraphQLFormattedError } from 'graphql'
import { databaseErrorKind, databaseErrorWords, errorReference } from '../db/database-errors.ts'
import type { Language } from '../lib/language.ts'
import type { Logger } from '../log.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export function maskError(
  error: GraphQLError,
  language: Language,
  log: Logger,
): GraphQLFormattedError {
  const original = error.originalError
  if (!original || original instanceof GraphQLError) return error.toJSON()
  const where = { locations: error.locations, path: error.path }
  const kind = databaseErrorKind(original)
  if (kind === 'bad-input') {
    return {
      message: translate(language, databaseErrorWords['bad-input']),
      ...where,
      extensions: { code: 'BAD_USER_INPUT' },
    }
  }
  if (kind === 'busy') {
    return {
      message: translate(language, databaseErrorWords.busy),
      ...where,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    }
  }
  const reference = errorReference()
  log.error('graphql.unexpected_error', {
    reference,
    path: error.path,
    message: original.message,
    stack: original.stack,
  })
  return {
    message: translate(
      language,
      msg('Something went wrong on our side (reference {reference}).', { reference }),
    ),
    ...where,
    extensions: { code: 'INTERNAL_SERVER_ERROR', reference },
  }
}

// Every GraphQL request has a time budget (REQUEST_TIME_BUDGET_MS, lib/request-deadline.ts).
// When it runs out the request is answered at once with an error, and its remaining resolvers
// stop before doing any work: each of our resolvers first checks the request's deadline, and
// so does the database layer before each query. A database call already running ends at
// PostgreSQL's statement time-out.
import {
  GraphQLError,
  defaultFieldResolver,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'
import type { Language } from '../lib/language.ts'
import { isPast, outOfTimeWords, type Deadline } from '../lib/request-deadline.ts'
import { translate } from '../i18n/translate.ts'

export class TimeBudgetError extends GraphQLError {
  constructor(language: Language) {
    super(translate(language, outOfTimeWords), { extensions: { code: 'TIMEOUT' } })
  }
}

interface BudgetedContext {
  deadline?: Deadline
  language?: Language
}

// Wraps the schema's own resolvers (the default ones only read a property) in place.
export function withTimeBudget(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve
      if (!resolve) continue
      field.resolve = (source, args, context: BudgetedContext, info) => {
        if (context?.deadline && isPast(context.deadline)) {
          throw new TimeBudgetError(context.language ?? 'en')
        }
        return resolve(source, args, context, info)
      }
    }
  }
  return schema
}

// For fields without a resolver of their own (many of our nodes are objects whose fields are
// functions): the same check, then the usual property read.
export const budgetedFieldResolver: GraphQLFieldResolver<unknown, BudgetedContext> = (
  source,
  args,
  context,
  info,
) => {
  if (context?.deadline && isPast(context.deadline)) {
    throw new TimeBudgetError(context.language ?? 'en')
  }
  return defaultFieldResolver(source, args, context, info)
}

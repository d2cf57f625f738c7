// Every GraphQL request has a time budget (GRAPHQL_TIME_BUDGET_MS). When it runs out the
// request is answered at once with an error, and its remaining resolvers stop before doing
// any work: each of our resolvers first checks the request's deadline. A database call
// already running ends at the database's statement time-out.
import {
  GraphQLError,
  defaultFieldResolver,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'
import { pick, type Language } from '../lib/language.ts'

export interface Deadline {
  // performance.now() past which the request is out of time
  at: number
  expired: boolean
}

export function startDeadline(ms: number): Deadline {
  return { at: performance.now() + ms, expired: false }
}

// Read from the clock too, not only the timer: PGlite runs in this thread, so a request busy
// with it may finish its work before the timer gets its turn.
function isPast(deadline: Deadline): boolean {
  if (!deadline.expired && performance.now() > deadline.at) deadline.expired = true
  return deadline.expired
}

export class TimeBudgetError extends GraphQLError {
  constructor(language: Language) {
    super(
      pick(
        language,
        'The request took too long and was stopped. Try again, or ask for less.',
        'استغرق الطلب وقتاً طويلاً فتم إيقافه. حاول مرة أخرى أو اطلب بيانات أقل.',
      ),
      { extensions: { code: 'TIMEOUT' } },
    )
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

// Resolves with 'expired' when the budget runs out first (and marks the deadline expired).
export function raceBudget<T>(
  work: Promise<T>,
  deadline: Deadline,
  ms: number,
): Promise<T | 'expired'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expiry = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => {
      deadline.expired = true
      resolve('expired')
    }, ms)
  })
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer))
}

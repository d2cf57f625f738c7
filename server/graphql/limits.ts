// What a single GraphQL request may ask for, so no one request can hold the server: each limit
// is checked before anything runs, in the order of its price (size, then tokens while parsing,
// then the shape of the document, then its cost with the request's variables). The numbers
// leave room above the app's own heaviest operations (see limits.test.ts, which checks every
// document the app sends) and are explained in docs/decisions/130-graphql-request-limits.md.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives'
import {
  GraphQLError,
  visit,
  getNamedType,
  getNullableType,
  isListType,
  isLeafType,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity'
import type { Language } from '../lib/language.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export const limits = {
  // bytes of the query text
  documentBytes: 16 * 1024,
  // lexical tokens of the query text (graphql-js stops parsing past it)
  tokens: 1_500,
  // nested selections (a fragment spread counts as a level)
  depth: 16,
  aliases: 15,
  directives: 30,
  // estimated objects and fields the answer holds (see estimateCost)
  cost: 200_000,
  // items of one list in the arguments or variables (a batch): a mutation's, a query's
  mutationList: 100,
  queryList: 1_000,
} as const

// A list without `first`/`last` (a product's variants, a checkout's lines) is assumed to hold
// this many items when estimating a cost.
const UNPAGINATED_LIST_SIZE = 5

function pageSizeOf(args: Record<string, unknown>): number | null {
  for (const name of ['first', 'last'] as const) {
    const value = args[name]
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, value)
  }
  return null
}

// Each field costs 1; what it selects costs as often as the field returns items: `first`
// or `last` items for a connection (its `edges` then count once), UNPAGINATED_LIST_SIZE for
// another list of objects, once otherwise.
const estimateCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const type = getNullableType(field.type)
  const page = pageSizeOf(args)
  const items =
    page ??
    (isListType(type) && !isLeafType(getNamedType(type)) && field.name !== 'edges'
      ? UNPAGINATED_LIST_SIZE
      : 1)
  return 1 + items * childComplexity
}

// The estimated cost with the request's (already coerced) variables. Past 10,000 selection
// nodes (fragments spread inside fragments) the estimate itself stops: such a document costs
// more than any limit.
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  try {
    return getComplexity({
      schema,
      query: document,
      variables,
      operationName,
      estimators: [estimateCost],
    })
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

// The app sends a few documents with a few variables each, over and over: their costs are
// kept per parsed document (the document cache holds those), a few dozen variable sets each.
const keptCosts = new WeakMap<DocumentNode, Map<string, number>>()
const COSTS_PER_DOCUMENT = 64
const MAX_COST_KEY = 2048

export function keptCostOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number {
  const key = `${operationName ?? ''}\u0001${JSON.stringify(variables ?? {})}`
  if (key.length > MAX_COST_KEY) return costOf(schema, document, variables, operationName)
  let costs = keptCosts.get(document)
  if (!costs) {
    costs = new Map()
    keptCosts.set(document, costs)
  }
  const known = costs.get(key)
  if (known !== undefined) return known
  const cost = costOf(schema, document, variables, operationName)
  costs.set(key, cost)
  if (costs.size > COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!)
  return cost
}

const limitCode = 'QUERY_TOO_COMPLEX'

export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: limitCode } })
}

// armor's rules report through callbacks; reported as validation errors (with our own words),
// they come back with the other validation errors instead of being thrown.
type ArmorRule = (options: {
  n: number
  exposeLimits: boolean
  propagateOnRejection: boolean
  onReject: ((context: ValidationContext | null, error: GraphQLError) => void)[]
}) => ValidationRule

function armored(make: ArmorRule, n: number, error: () => GraphQLError): ValidationRule {
  return make({
    n,
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [(context) => context?.reportError(error())],
  })
}

const ruleSets = new Map<Language, ValidationRule[]>()

export function shapeRules(language: Language): ValidationRule[] {
  let rules = ruleSets.get(language)
  if (!rules) {
    const say = (words: Message) => () => limitError(translate(language, words))
    rules = [
      armored(
        maxDepthRule,
        limits.depth,
        say(
          msg('The query is nested too deeply (more than {depth} levels).', {
            depth: limits.depth,
          }),
        ),
      ),
      armored(
        maxAliasesRule,
        limits.aliases,
        say(
          msg('The query has too many aliases (more than {aliases}).', { aliases: limits.aliases }),
        ),
      ),
      armored(
        maxDirectivesRule,
        limits.directives,
        say(
          msg('The query has too many directives (more than {directives}).', {
            directives: limits.directives,
          }),
        ),
      ),
    ]
    ruleSets.set(language, rules)
  }
  return rules
}

export const tooLargeMessage = (language: Language) =>
  translate(
    language,
    msg('The query is too long (more than {kb} KB).', { kb: limits.documentBytes / 1024 }),
  )

export const tooManyTokensMessage = (language: Language) =>
  translate(
    language,
    msg('The query is too long (more than {tokens} tokens).', { tokens: limits.tokens }),
  )

export const tooCostlyMessage = (language: Language, cost: number) =>
  translate(
    language,
    msg(
      'The query asks for too much at once (cost {cost}, at most {limit}): ask for fewer items or fields.',
      { cost, limit: limits.cost },
    ),
  )

// The longest list a request hands its operation, inline or in its variables: a mutation of
// thousands of lines does thousands of things (decision 237). Variables are already within the
// nesting limit (safe-input.ts), so walking them is bounded.
export function longestList(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): number {
  let longest = 0
  visit(operation, {
    ListValue(node) {
      longest = Math.max(longest, node.values.length)
    },
  })
  const pending: unknown[] = [variables]
  while (pending.length > 0) {
    const next = pending.pop()
    if (Array.isArray(next)) {
      longest = Math.max(longest, next.length)
      pending.push(...next)
    } else if (next !== null && typeof next === 'object') {
      pending.push(...Object.values(next))
    }
  }
  return longest
}

export const tooLongListMessage = (language: Language, length: number, max: number) =>
  translate(
    language,
    msg('A list in the request holds {length} items; send at most {max} at once.', { length, max }),
  )

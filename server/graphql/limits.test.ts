// Every operation the app sends (src/**/*.{commerce,wallet,otp}.graphql, with the fragments it
// spreads) stays within the request limits, with the largest page the app asks for (100).
import {
  Kind,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
} from 'graphql'
import { describe, expect, it } from 'vitest'
import { endpoints, readDocuments } from '../../scripts/commerce-sdl.ts'
import { costOf, limits, shapeRules } from './limits.ts'
import { buildSchemas } from './schemas.ts'

const schemas = buildSchemas()

// A value of the type, so the cost can be estimated as for a real request.
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type)
  if (isListType(inner)) return [sample(inner.ofType)]
  if (isEnumType(inner)) return inner.getValues()[0]!.value
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    )
  }
  if (['Int', 'Float', 'PositiveDecimal', 'Decimal'].includes(inner.name)) return 1
  if (inner.name === 'Boolean') return true
  if (inner.name === 'UUID') return '00000000-0000-0000-0000-000000000000'
  return 'UHJvZHVjdDox'
}

const operations = endpoints.flatMap((endpoint) => {
  const files = readDocuments(endpoint).map((file) => parse(file.body).definitions)
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of files.flat()) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition)
  }
  return files.flat().flatMap((operation) => {
    if (operation.kind !== Kind.OPERATION_DEFINITION) return []
    const included: DefinitionNode[] = [operation]
    const seen = new Set<string>()
    for (let index = 0; index < included.length; index += 1) {
      visit(included[index]!, {
        FragmentSpread(node) {
          if (seen.has(node.name.value)) return
          seen.add(node.name.value)
          included.push(fragments.get(node.name.value)!)
        },
      })
    }
    const schema = schemas[endpoint]
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? []).map((definition) => {
        const name = definition.variable.name.value
        const type = typeFromAST(schema, definition.type as never) as GraphQLInputType
        return [name, /^(first|last)$/.test(name) ? 100 : sample(type)]
      }),
    )
    const document = { kind: Kind.DOCUMENT, definitions: included } as const
    return [{ endpoint, name: operation.name!.value, document, variables, schema }]
  })
})

describe("the app's GraphQL operations and the request limits", () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(40)
  })

  it.each(operations)('$endpoint $name fits', ({ document, variables, schema, name }) => {
    const text = print(document)
    expect(Buffer.byteLength(text)).toBeLessThan(limits.documentBytes / 2)
    expect(() => parse(text, { maxTokens: limits.tokens / 2 })).not.toThrow()
    expect(validate(schema, document, [...specifiedRules, ...shapeRules('en')])).toEqual([])
    expect(costOf(schema, document, variables, name)).toBeLessThanOrEqual(limits.cost)
  })
})

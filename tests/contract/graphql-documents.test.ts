// The app's GraphQL documents against the schemas they are sent to: our SDL for each endpoint
// and, for commerce, the Saleor releases the app must work with (read from $SALEOR_SCHEMAS,
// default shared/contracts/saleor/; the tests that need them are skipped without them).
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  print,
  Source,
  specifiedRules,
  validate,
  validateSchema,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLError,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql'
import {
  commerceSdlPath,
  endpointSdlPath,
  endpoints,
  generateCommerceSdl,
  loadSaleorSchemas,
  readDocuments,
  repoRoot,
  saleorLabel,
  saleorSchemaFiles,
} from '../../scripts/commerce-sdl.ts'
import { kindOf, type NamedSource } from '../../scripts/commerce-sdl/prune-schema.ts'

interface ParsedFile {
  name: string
  definitions: readonly DefinitionNode[]
}

function parseFiles(sources: readonly NamedSource[]): ParsedFile[] {
  return sources.map((source) => ({
    name: source.name,
    definitions: parse(new Source(source.body, source.name)).definitions,
  }))
}

function formatErrors(errors: readonly GraphQLError[]): string[] {
  return errors.map((error) => {
    const location = error.locations?.[0]
    const where = location ? `${error.source?.name ?? ''}:${location.line}:${location.column} ` : ''
    return `${where}${error.message}`
  })
}

// A file's own definitions plus the fragments they spread from other files, transitively.
function documentFor(file: ParsedFile, all: readonly ParsedFile[]): DocumentNode {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const other of all) {
    for (const definition of other.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition)
    }
  }
  const own = new Set(file.definitions)
  const included: DefinitionNode[] = [...file.definitions]
  const seen = new Set<string>()
  for (let index = 0; index < included.length; index += 1) {
    const definition = included[index]
    if (definition === undefined) continue
    visit(definition, {
      FragmentSpread: (node) => {
        const fragment = fragments.get(node.name.value)
        if (fragment === undefined || seen.has(node.name.value) || own.has(fragment)) return
        seen.add(node.name.value)
        included.push(fragment)
      },
    })
  }
  return { kind: Kind.DOCUMENT, definitions: included }
}

// A file of fragments only is used by other files, which the whole-endpoint check covers.
function validateFile(
  schema: GraphQLSchema,
  file: ParsedFile,
  all: readonly ParsedFile[],
): string[] {
  const fragmentsOnly = file.definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION)
  const rules = fragmentsOnly
    ? specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule)
    : specifiedRules
  return formatErrors(validate(schema, documentFor(file, all), rules))
}

function validateAll(schema: GraphQLSchema, all: readonly ParsedFile[]): string[] {
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: all.flatMap((f) => f.definitions),
  }
  return formatErrors(validate(schema, document))
}

function readSchema(path: string): GraphQLSchema {
  return buildSchema(new Source(readFileSync(path, 'utf8'), relative(repoRoot, path)))
}

for (const endpoint of endpoints) {
  const sdlPath = endpointSdlPath(endpoint)
  const sdlName = relative(repoRoot, sdlPath)
  const files = parseFiles(readDocuments(endpoint))

  describe(`${endpoint} documents against ${sdlName}`, () => {
    it(`${sdlName} is a valid schema with a query type`, () => {
      const schema = readSchema(sdlPath)
      expect(validateSchema(schema).map((error) => error.message)).toEqual([])
      expect(schema.getQueryType()).toBeTruthy()
    })

    it('all documents together validate (unique names, no unused fragments)', () => {
      expect(validateAll(readSchema(sdlPath), files)).toEqual([])
    })

    for (const file of files) {
      it(`${file.name} validates`, () => {
        expect(validateFile(readSchema(sdlPath), file, files)).toEqual([])
      })
    }
  })
}

const saleor = loadSaleorSchemas()
const saleorLabels = saleorSchemaFiles.map(saleorLabel)
const skipped = saleor.available ? '' : ` (skipped: ${saleor.reason})`
const saleorBuilt = new Map<string, GraphQLSchema>()

function saleorSchema(label: string): GraphQLSchema {
  const built = saleorBuilt.get(label)
  if (built !== undefined) return built
  const source = saleor.available ? saleor.schemas.find((s) => s.name === label) : undefined
  if (source === undefined) throw new Error(`${label} is not loaded`)
  const schema = buildSchema(new Source(source.body, source.name))
  saleorBuilt.set(label, schema)
  return schema
}

describe.skipIf(!saleor.available)(`commerce documents against Saleor${skipped}`, () => {
  const files = parseFiles(readDocuments('commerce'))

  for (const label of saleorLabels) {
    it(`all documents together validate against ${label}`, () => {
      expect(validateAll(saleorSchema(label), files)).toEqual([])
    })

    for (const file of files) {
      it(`${file.name} validates against ${label}`, () => {
        expect(validateFile(saleorSchema(label), file, files)).toEqual([])
      })
    }
  }
})

describe.skipIf(!saleor.available)(
  `server/graphql/commerce.graphql against Saleor${skipped}`,
  () => {
    it('is what scripts/commerce-sdl.ts generates from the documents (run `npm run gen`)', () => {
      if (!saleor.available) return
      expect(readFileSync(commerceSdlPath, 'utf8')).toBe(generateCommerceSdl(saleor.schemas))
    })

    for (const label of saleorLabels) {
      it(`is a subset of ${label}: same types, fields, arguments, input fields and enum values`, () => {
        expect(subsetProblems(readSchema(commerceSdlPath), saleorSchema(label))).toEqual([])
      })
    }
  },
)

function printedDefault(value: GraphQLArgument | GraphQLInputField): string | undefined {
  const node = value.astNode?.defaultValue
  return node === undefined ? undefined : print(node)
}

function isRequired(value: GraphQLArgument | GraphQLInputField): boolean {
  return isNonNullType(value.type) && value.defaultValue === undefined
}

// An input position of the subset may be stricter than upstream in nullability only (the
// generator keeps the strictest where releases differ): whatever is valid for it is valid
// upstream.
function isAsStrictInput(subset: GraphQLInputType, upstream: GraphQLInputType): boolean {
  if (isNonNullType(upstream)) {
    return isNonNullType(subset) && isAsStrictInput(subset.ofType, upstream.ofType)
  }
  if (isNonNullType(subset)) return isAsStrictInput(subset.ofType, upstream)
  if (isListType(upstream))
    return isListType(subset) && isAsStrictInput(subset.ofType, upstream.ofType)
  return !isListType(subset) && subset.toString() === upstream.toString()
}

// Everything in `subset` exists identically in `full` (input positions possibly stricter), and
// `subset` leaves out nothing that `full` requires, so whatever validates against `subset`
// validates against `full`.
function subsetProblems(subset: GraphQLSchema, full: GraphQLSchema): string[] {
  const problems: string[] = []
  for (const [typeName, type] of Object.entries(subset.getTypeMap())) {
    if (typeName.startsWith('__')) continue
    const other = full.getType(typeName)
    if (other === null || other === undefined) {
      problems.push(`${typeName}: missing`)
      continue
    }
    if (kindOf(other) !== kindOf(type)) {
      problems.push(`${typeName}: ${kindOf(type)} here, ${kindOf(other)} upstream`)
      continue
    }
    if (
      (isObjectType(type) || isInterfaceType(type)) &&
      (isObjectType(other) || isInterfaceType(other))
    ) {
      const upstreamInterfaces = new Set(other.getInterfaces().map((i) => i.name))
      for (const implemented of type.getInterfaces()) {
        if (!upstreamInterfaces.has(implemented.name)) {
          problems.push(`${typeName}: does not implement ${implemented.name} upstream`)
        }
      }
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${typeName}.${field.name}`
        const upstream = other.getFields()[field.name]
        if (upstream === undefined) {
          problems.push(`${coordinate}: missing`)
          continue
        }
        if (upstream.type.toString() !== field.type.toString()) {
          problems.push(
            `${coordinate}: ${field.type.toString()} here, ${upstream.type.toString()} upstream`,
          )
        }
        for (const argument of field.args) {
          const upstreamArgument = upstream.args.find((a) => a.name === argument.name)
          if (upstreamArgument === undefined) {
            problems.push(`${coordinate}(${argument.name}:): missing`)
          } else if (
            !isAsStrictInput(argument.type, upstreamArgument.type) ||
            (printedDefault(argument) !== undefined &&
              printedDefault(argument) !== printedDefault(upstreamArgument))
          ) {
            problems.push(`${coordinate}(${argument.name}:): differs`)
          }
        }
        for (const upstreamArgument of upstream.args.filter(isRequired)) {
          if (!field.args.some((a) => a.name === upstreamArgument.name)) {
            problems.push(`${coordinate}(${upstreamArgument.name}:): required upstream but missing`)
          }
        }
      }
    }
    if (isUnionType(type) && isUnionType(other)) {
      const members = new Set(other.getTypes().map((member) => member.name))
      for (const member of type.getTypes()) {
        if (!members.has(member.name))
          problems.push(`${typeName}: ${member.name} is not a member upstream`)
      }
    }
    if (isEnumType(type) && isEnumType(other)) {
      for (const value of type.getValues()) {
        if (!other.getValue(value.name)) problems.push(`${typeName}.${value.name}: missing`)
      }
    }
    if (isInputObjectType(type) && isInputObjectType(other)) {
      const upstreamFields = other.getFields()
      for (const field of Object.values(type.getFields())) {
        const upstream = upstreamFields[field.name]
        if (upstream === undefined) {
          problems.push(`${typeName}.${field.name}: missing`)
        } else if (
          !isAsStrictInput(field.type, upstream.type) ||
          (printedDefault(field) !== undefined &&
            printedDefault(field) !== printedDefault(upstream))
        ) {
          problems.push(`${typeName}.${field.name}: differs`)
        }
      }
      for (const upstream of Object.values(upstreamFields).filter(isRequired)) {
        if (type.getFields()[upstream.name] === undefined) {
          problems.push(`${typeName}.${upstream.name}: required upstream but missing`)
        }
      }
    }
  }
  const roots = (schema: GraphQLSchema) =>
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map(
      (t) => t?.name,
    )
  const fullRoots = roots(full)
  roots(subset).forEach((name, index) => {
    if (name !== undefined && name !== fullRoots[index])
      problems.push(`root type ${name} differs upstream`)
  })
  return problems
}

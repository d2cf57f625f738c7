// Cuts the commerce schema down to what the app's documents use, as a subset that is valid in
// every given upstream schema (Saleor's current and next release): a document that validates
// against the result validates against each of them, and the types a kept output coordinate
// has are the same in all of them, so generated client types hold whichever release the server
// runs. Input positions (arguments, input fields) may differ in nullability only: the subset
// keeps the strictest of them, since a value valid for the strictest is valid for every one.
import {
  assertValidSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNamedType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  Kind,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  Source,
  TypeInfo,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLError,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql'

export interface NamedSource {
  // Shown in error messages: a file path for documents, a release label for schemas.
  name: string
  body: string
}

// Root fields to keep although no document selects them yet, by root type name:
// `{ "Query": ["channels"], "Mutation": ["tokenRefresh"] }`.
export type ExtraRootFields = Readonly<Record<string, readonly string[]>>

export interface PruneSchemaInput {
  schemas: readonly NamedSource[]
  documents: readonly NamedSource[]
  extras?: ExtraRootFields
  // Comment lines printed above the SDL, without the leading `#`.
  header?: readonly string[]
}

export class PruneSchemaError extends Error {
  readonly problems: readonly string[]

  constructor(summary: string, problems: readonly string[]) {
    super(`${summary}\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'PruneSchemaError'
    this.problems = problems
  }
}

type KindName = 'scalar' | 'object' | 'interface' | 'union' | 'enum' | 'input'

interface Upstream {
  name: string
  schema: GraphQLSchema
}

interface Spread {
  parent: string
  condition: string
}

export function pruneSchema(input: PruneSchemaInput): string {
  if (input.schemas.length === 0) throw new Error('pruneSchema needs at least one schema')
  // Upstream schemas are published, valid SDL: skipping the SDL rules halves the time to build
  // them, and validate() below still checks the built schemas.
  const upstreams: Upstream[] = input.schemas.map((source) => ({
    name: source.name,
    schema: buildSchema(new Source(source.body, source.name), { assumeValidSDL: true }),
  }))
  const document = parseDocuments(input.documents)
  validateDocument(document, upstreams)

  const keeper = new Keeper(upstreams)
  keeper.collectDocument(document)
  keeper.collectExtras(input.extras ?? {})
  keeper.completeForValidity()
  keeper.throwIfProblems()

  const sdl = keeper.printSdl()
  const pruned = buildSchema(sdl)
  try {
    assertValidSchema(pruned)
  } catch (error) {
    // Only a bug here can produce this: the upstream schemas were valid and every rule above
    // keeps what validity needs.
    throw new Error(`The pruned schema is invalid:\n${String(error)}\n\n${sdl}`, { cause: error })
  }
  const header = (input.header ?? []).map((line) => (line === '' ? '#' : `# ${line}`)).join('\n')
  const body = printSchema(lexicographicSortSchema(pruned))
  return `${header === '' ? '' : `${header}\n\n`}${body}\n`
}

function parseDocuments(documents: readonly NamedSource[]): DocumentNode {
  const definitions = documents.flatMap(
    (document) => parse(new Source(document.body, document.name)).definitions,
  )
  return { kind: Kind.DOCUMENT, definitions }
}

function validateDocument(document: DocumentNode, upstreams: readonly Upstream[]): void {
  const problems = upstreams.flatMap((upstream) =>
    validate(upstream.schema, document).map(
      (error) => `${describeLocation(error)}${error.message} (against ${upstream.name})`,
    ),
  )
  if (problems.length > 0) {
    throw new PruneSchemaError(
      'The documents are not valid against the upstream schemas:',
      problems,
    )
  }
}

function describeLocation(error: GraphQLError): string {
  const location = error.locations?.[0]
  const sourceName = error.source?.name
  if (location === undefined || sourceName === undefined) return ''
  return `${sourceName}:${location.line}:${location.column}: `
}

// The contract test words a type's kind the same way.
export function kindOf(type: GraphQLNamedType): KindName {
  if (isObjectType(type)) return 'object'
  if (isInterfaceType(type)) return 'interface'
  if (isUnionType(type)) return 'union'
  if (isEnumType(type)) return 'enum'
  if (isInputObjectType(type)) return 'input'
  return 'scalar'
}

function isRequired(value: GraphQLArgument | GraphQLInputField): boolean {
  return isNonNullType(value.type) && value.defaultValue === undefined
}

function printedDefault(value: GraphQLArgument | GraphQLInputField): string | undefined {
  const node = value.astNode?.defaultValue
  return node === undefined ? undefined : print(node)
}

// The strictest of input types that differ in nullability only, printed: non-null wherever any
// of them is (`[X!]!` from `[X!]!` and `[X!]`); undefined when they differ in anything else.
// A value or variable valid for it is valid for each of them.
export function strictestInputType(
  types: readonly (GraphQLInputType | undefined)[],
): string | undefined {
  if (types.length === 0 || types.some((type) => type === undefined)) return undefined
  const present = types as readonly GraphQLInputType[]
  const nonNull = present.some(isNonNullType)
  const inner: GraphQLInputType[] = present.map((type) =>
    isNonNullType(type) ? type.ofType : type,
  )
  let printed: string | undefined
  const items = inner.flatMap((type) => (isListType(type) ? [type.ofType as GraphQLInputType] : []))
  if (items.length === inner.length) {
    const item = strictestInputType(items)
    printed = item === undefined ? undefined : `[${item}]`
  } else if (inner.every((type) => isNamedType(type))) {
    const name = inner[0]?.toString()
    printed = inner.every((type) => type.toString() === name) ? name : undefined
  }
  return printed === undefined ? undefined : `${printed}${nonNull ? '!' : ''}`
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

// Everything to keep, gathered from the documents and extras and then grown until valid.
class Keeper {
  private readonly upstreams: readonly Upstream[]
  private readonly primary: GraphQLSchema
  private readonly types = new Set<string>()
  // type -> field -> kept argument names
  private readonly fields = new Map<string, Map<string, Set<string>>>()
  private readonly inputFields = new Map<string, Set<string>>()
  // The printed type of each kept input coordinate (`Type.field`, `Type.field(arg:)`).
  private readonly inputTypes = new Map<string, string>()
  // Input types that the app fills at run time (variables, extras), so all their fields stay.
  private readonly openInputs = new Set<string>()
  private readonly spreads: Spread[] = []
  private readonly problems = new Set<string>()

  constructor(upstreams: readonly Upstream[]) {
    this.upstreams = upstreams
    const first = upstreams[0]
    if (first === undefined) throw new Error('Keeper needs at least one schema')
    this.primary = first.schema
    const query = this.primary.getQueryType()
    if (!query) throw new Error(`${first.name} has no query type`)
    this.keepType(query.name)
  }

  collectDocument(document: DocumentNode): void {
    const typeInfo = new TypeInfo(this.primary)
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition)
    }
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        OperationDefinition: (node) => {
          const root = this.primary.getRootType(node.operation)
          if (root) this.keepType(root.name)
        },
        VariableDefinition: (node) => {
          const type = typeFromAST(this.primary, node.type)
          if (type !== undefined) this.keepOpenType(getNamedType(type).name)
        },
        Field: (node) => {
          const parent = typeInfo.getParentType()
          if (!parent || node.name.value.startsWith('__')) return
          this.keepField(parent.name, node.name.value)
        },
        Argument: (node) => {
          // Arguments of @include and @skip belong to the directive, not the field.
          if (typeInfo.getDirective()) return
          const parent = typeInfo.getParentType()
          const field = typeInfo.getFieldDef()
          if (!parent || !field) return
          this.keepArgument(parent.name, field.name, node.name.value)
        },
        ObjectField: (node) => {
          const parent = typeInfo.getParentInputType()
          if (!parent) return
          const named = getNamedType(parent)
          if (isInputObjectType(named)) this.keepInputField(named.name, node.name.value)
        },
        InlineFragment: (node) => {
          const parent = typeInfo.getParentType()
          if (node.typeCondition === undefined || !parent) return
          this.keepType(node.typeCondition.name.value)
          this.spreads.push({ parent: parent.name, condition: node.typeCondition.name.value })
        },
        FragmentSpread: (node) => {
          const parent = typeInfo.getParentType()
          const fragment = fragments.get(node.name.value)
          if (!parent || fragment === undefined) return
          this.spreads.push({ parent: parent.name, condition: fragment.typeCondition.name.value })
        },
        FragmentDefinition: (node) => {
          this.keepType(node.typeCondition.name.value)
        },
      }),
    )
  }

  collectExtras(extras: ExtraRootFields): void {
    const roots = new Set(
      [
        this.primary.getQueryType(),
        this.primary.getMutationType(),
        this.primary.getSubscriptionType(),
      ]
        .filter((type) => type !== null && type !== undefined)
        .map((type) => type.name),
    )
    for (const [typeName, fieldNames] of Object.entries(extras)) {
      if (!roots.has(typeName)) {
        this.problems.add(`extras: ${typeName} is not a root type (${[...roots].join(', ')})`)
        continue
      }
      for (const fieldName of fieldNames) {
        const field = this.fieldIn(this.primary, typeName, fieldName)
        if (field === undefined) {
          this.problems.add(`extras: ${typeName}.${fieldName} does not exist`)
          continue
        }
        this.keepField(typeName, fieldName)
        // The app will call it with any of its arguments, so keep those the schemas agree on.
        for (const argument of field.args) {
          if (this.argumentAgrees(typeName, fieldName, argument.name)) {
            this.keepArgument(typeName, fieldName, argument.name)
            this.keepOpenType(getNamedType(argument.type).name)
          }
        }
      }
    }
  }

  // Adds what graphql's schema rules and fragment overlap need, until nothing changes.
  completeForValidity(): void {
    let size = -1
    while (size !== this.size()) {
      size = this.size()
      this.inheritInterfaceFields()
      this.keepUnionMembers()
      this.keepSpreadOverlaps()
      this.fillEmptyTypes()
    }
  }

  throwIfProblems(): void {
    if (this.problems.size === 0) return
    throw new PruneSchemaError(
      `Cannot keep a subset that is identical in ${this.upstreams.map((u) => u.name).join(' and ')}:`,
      [...this.problems].sort(byName),
    )
  }

  printSdl(): string {
    const blocks: string[] = []
    for (const name of [...this.types].sort(byName)) {
      const type = this.primary.getType(name)
      if (!type) continue
      if (isSpecifiedScalarType(type)) continue
      if (isEnumType(type)) {
        const values = type
          .getValues()
          .map((value) => value.name)
          .filter((value) => this.upstreams.every((u) => this.hasEnumValue(u.schema, name, value)))
        if (values.length === 0) {
          throw new PruneSchemaError('Cannot keep an enum without values:', [
            `${name} has no value in common`,
          ])
        }
        blocks.push(`enum ${name} {\n${values.map((value) => `  ${value}`).join('\n')}\n}`)
      } else if (isInputObjectType(type)) {
        const kept = [...(this.inputFields.get(name) ?? [])].sort(byName)
        const lines = kept.map((fieldName) => {
          const field = type.getFields()[fieldName]
          if (field === undefined) throw new Error(`Lost input field ${name}.${fieldName}`)
          const printed = this.inputTypes.get(`${name}.${fieldName}`) ?? field.type.toString()
          return `  ${fieldName}: ${printed}${this.defaultSuffix(field, (s) => this.inputFieldIn(s, name, fieldName))}`
        })
        blocks.push(`input ${name} {\n${lines.join('\n')}\n}`)
      } else if (isObjectType(type) || isInterfaceType(type)) {
        const interfaces = this.keptInterfacesOf(name)
        const implementsClause =
          interfaces.length > 0 ? ` implements ${interfaces.join(' & ')}` : ''
        const lines = [...(this.fields.get(name) ?? new Map<string, Set<string>>())]
          .sort(([a], [b]) => byName(a, b))
          .map(([fieldName, argumentNames]) => {
            const field = type.getFields()[fieldName]
            if (field === undefined) throw new Error(`Lost field ${name}.${fieldName}`)
            const args = [...argumentNames].sort(byName).map((argumentName) => {
              const argument = field.args.find((a) => a.name === argumentName)
              if (argument === undefined)
                throw new Error(`Lost argument ${name}.${fieldName}(${argumentName})`)
              const suffix = this.defaultSuffix(argument, (s) =>
                this.fieldIn(s, name, fieldName)?.args.find((a) => a.name === argumentName),
              )
              const printed =
                this.inputTypes.get(`${name}.${fieldName}(${argumentName}:)`) ??
                argument.type.toString()
              return `${argumentName}: ${printed}${suffix}`
            })
            const argsClause = args.length > 0 ? `(${args.join(', ')})` : ''
            return `  ${fieldName}${argsClause}: ${field.type.toString()}`
          })
        const keyword = isObjectType(type) ? 'type' : 'interface'
        blocks.push(`${keyword} ${name}${implementsClause} {\n${lines.join('\n')}\n}`)
      } else if (isUnionType(type)) {
        blocks.push(`union ${name} = ${this.keptPossibleTypes(name).join(' | ')}`)
      } else {
        blocks.push(`scalar ${name}`)
      }
    }
    return `${blocks.join('\n\n')}\n`
  }

  private size(): number {
    let count = this.types.size + this.openInputs.size
    for (const fieldMap of this.fields.values()) {
      for (const argumentNames of fieldMap.values()) count += 1 + argumentNames.size
    }
    for (const names of this.inputFields.values()) count += names.size
    return count
  }

  private keepType(name: string): void {
    if (this.types.has(name)) return
    this.types.add(name)
    const type = this.primary.getType(name)
    if (!type) {
      this.problems.add(`${name}: type missing in ${this.upstreams[0]?.name ?? 'the first schema'}`)
      return
    }
    for (const upstream of this.upstreams) {
      const other = upstream.schema.getType(name)
      if (!other) {
        this.problems.add(`${name}: type missing in ${upstream.name}`)
      } else if (kindOf(other) !== kindOf(type)) {
        this.problems.add(
          `${name}: ${kindOf(other)} in ${upstream.name}, ${kindOf(type)} elsewhere`,
        )
      }
    }
    if (isInputObjectType(type)) {
      this.inputFields.set(name, new Set())
      // Without its required fields an input type would accept values the server rejects.
      for (const fieldName of this.inputFieldNamesInAny(name)) {
        if (this.upstreams.some((u) => this.isRequiredInputField(u.schema, name, fieldName))) {
          this.keepInputField(name, fieldName)
        }
      }
    }
    if (isObjectType(type) || isInterfaceType(type)) this.fields.set(name, new Map())
  }

  // An input type whose value is built at run time may carry any field, so it keeps every field
  // the schemas agree on (optional ones they disagree on are left out, which stays a subset).
  private keepOpenType(name: string): void {
    this.keepType(name)
    const type = this.primary.getType(name)
    if (!isInputObjectType(type) || this.openInputs.has(name)) return
    this.openInputs.add(name)
    for (const field of Object.values(type.getFields())) {
      if (this.inputFieldAgrees(name, field.name)) {
        this.keepInputField(name, field.name)
        this.keepOpenType(getNamedType(field.type).name)
      }
    }
  }

  private keepField(typeName: string, fieldName: string): void {
    this.keepType(typeName)
    const fieldMap = this.fields.get(typeName)
    if (fieldMap === undefined || fieldMap.has(fieldName)) return
    fieldMap.set(fieldName, new Set())
    const types = this.upstreams.map((u) =>
      this.fieldIn(u.schema, typeName, fieldName)?.type.toString(),
    )
    this.checkSame(`${typeName}.${fieldName}`, types)
    const field = this.fieldIn(this.primary, typeName, fieldName)
    if (field === undefined) return
    this.keepType(getNamedType(field.type).name)
    const argumentNames = new Set(
      this.upstreams
        .flatMap((u) => this.fieldIn(u.schema, typeName, fieldName)?.args ?? [])
        .map((a) => a.name),
    )
    for (const argumentName of argumentNames) {
      const requiredSomewhere = this.upstreams.some((u) => {
        const argument = this.fieldIn(u.schema, typeName, fieldName)?.args.find(
          (a) => a.name === argumentName,
        )
        return argument !== undefined && isRequired(argument)
      })
      if (requiredSomewhere) this.keepArgument(typeName, fieldName, argumentName)
    }
  }

  private keepArgument(typeName: string, fieldName: string, argumentName: string): void {
    this.keepField(typeName, fieldName)
    const argumentNames = this.fields.get(typeName)?.get(fieldName)
    if (argumentNames === undefined || argumentNames.has(argumentName)) return
    argumentNames.add(argumentName)
    this.checkInput(
      `${typeName}.${fieldName}(${argumentName}:)`,
      this.upstreams.map(
        (u) =>
          this.fieldIn(u.schema, typeName, fieldName)?.args.find((a) => a.name === argumentName)
            ?.type,
      ),
    )
    const argument = this.fieldIn(this.primary, typeName, fieldName)?.args.find(
      (a) => a.name === argumentName,
    )
    if (argument !== undefined) this.keepType(getNamedType(argument.type).name)
  }

  private keepInputField(typeName: string, fieldName: string): void {
    this.keepType(typeName)
    const names = this.inputFields.get(typeName)
    if (names === undefined || names.has(fieldName)) return
    names.add(fieldName)
    this.checkInput(
      `${typeName}.${fieldName}`,
      this.upstreams.map((u) => this.inputFieldIn(u.schema, typeName, fieldName)?.type),
    )
    const field = this.inputFieldIn(this.primary, typeName, fieldName)
    if (field !== undefined) this.keepType(getNamedType(field.type).name)
  }

  private checkSame(coordinate: string, types: readonly (string | undefined)[]): void {
    const first = types[0]
    if (first !== undefined && types.every((type) => type === first)) return
    const described = this.upstreams
      .map((u, index) => `${types[index] ?? 'missing'} in ${u.name}`)
      .join(', ')
    this.problems.add(`${coordinate}: ${described}`)
  }

  // Input positions may differ in nullability only; the strictest type is kept.
  private checkInput(coordinate: string, types: readonly (GraphQLInputType | undefined)[]): void {
    const strictest = strictestInputType(types)
    if (strictest !== undefined) {
      this.inputTypes.set(coordinate, strictest)
      return
    }
    this.checkSame(
      coordinate,
      types.map((type) => type?.toString()),
    )
  }

  private inheritInterfaceFields(): void {
    for (const name of [...this.types]) {
      for (const interfaceName of this.keptInterfacesOf(name)) {
        for (const [fieldName, argumentNames] of this.fields.get(interfaceName) ?? []) {
          this.keepField(name, fieldName)
          for (const argumentName of argumentNames) this.keepArgument(name, fieldName, argumentName)
        }
      }
    }
  }

  // graphql rejects a union without members.
  private keepUnionMembers(): void {
    for (const name of [...this.types]) {
      const type = this.primary.getType(name)
      if (!isUnionType(type) || this.keptPossibleTypes(name).length > 0) continue
      const candidate = type
        .getTypes()
        .map((member) => member.name)
        .filter((member) => this.isPossibleEverywhere(name, member))
        .sort(byName)[0]
      if (candidate === undefined) this.problems.add(`${name}: no member common to all schemas`)
      else this.keepType(candidate)
    }
  }

  // A fragment on C spread inside P is only valid when some object type is both a C and a P.
  private keepSpreadOverlaps(): void {
    for (const { parent, condition } of this.spreads) {
      const kept = new Set(this.keptPossibleTypes(parent))
      if (this.keptPossibleTypes(condition).some((name) => kept.has(name))) continue
      const candidate = this.possibleTypesIn(this.primary, parent)
        .filter((name) => this.isPossibleEverywhere(parent, name))
        .filter((name) => this.isPossibleEverywhere(condition, name))
        .sort(byName)[0]
      if (candidate === undefined) {
        this.problems.add(
          `... on ${condition} inside ${parent}: no object type common to both in all schemas`,
        )
      } else {
        this.keepType(candidate)
      }
    }
  }

  // graphql rejects object, interface and input types without fields.
  private fillEmptyTypes(): void {
    for (const name of [...this.types]) {
      const type = this.primary.getType(name)
      if (
        (isObjectType(type) || isInterfaceType(type)) &&
        (this.fields.get(name)?.size ?? 0) === 0
      ) {
        const fieldName = this.smallestField(name)
        if (fieldName === undefined) this.problems.add(`${name}: no field common to all schemas`)
        else this.keepField(name, fieldName)
      }
      if (isInputObjectType(type) && (this.inputFields.get(name)?.size ?? 0) === 0) {
        const candidates = Object.values(type.getFields())
          .filter((field) => this.inputFieldAgrees(name, field.name))
          .sort(
            (a, b) =>
              Number(!isLeafType(getNamedType(a.type))) -
                Number(!isLeafType(getNamedType(b.type))) || byName(a.name, b.name),
          )
        const candidate = candidates[0]
        if (candidate === undefined)
          this.problems.add(`${name}: no input field common to all schemas`)
        else this.keepInputField(name, candidate.name)
      }
    }
  }

  // `id` when there is one, else the first scalar field by name, else the first object field:
  // the least a type needs to be printable and selectable.
  private smallestField(typeName: string): string | undefined {
    const type = this.primary.getType(typeName)
    if (!isObjectType(type) && !isInterfaceType(type)) return undefined
    const usable = Object.values(type.getFields()).filter((field) =>
      this.fieldAgreesWithoutArguments(typeName, field),
    )
    const rank = (field: GraphQLField<unknown, unknown>): number =>
      field.name === 'id' && isLeafType(getNamedType(field.type))
        ? 0
        : isLeafType(getNamedType(field.type))
          ? 1
          : 2
    return usable.sort((a, b) => rank(a) - rank(b) || byName(a.name, b.name))[0]?.name
  }

  private fieldAgreesWithoutArguments(
    typeName: string,
    field: GraphQLField<unknown, unknown>,
  ): boolean {
    const printed = field.type.toString()
    return this.upstreams.every((u) => {
      const other = this.fieldIn(u.schema, typeName, field.name)
      return (
        other !== undefined && other.type.toString() === printed && !other.args.some(isRequired)
      )
    })
  }

  private argumentAgrees(typeName: string, fieldName: string, argumentName: string): boolean {
    const types = this.upstreams.map(
      (u) =>
        this.fieldIn(u.schema, typeName, fieldName)?.args.find((a) => a.name === argumentName)
          ?.type,
    )
    return strictestInputType(types) !== undefined
  }

  private inputFieldAgrees(typeName: string, fieldName: string): boolean {
    const types = this.upstreams.map((u) => this.inputFieldIn(u.schema, typeName, fieldName)?.type)
    return strictestInputType(types) !== undefined
  }

  private keptInterfacesOf(name: string): string[] {
    const type = this.primary.getType(name)
    if (!isObjectType(type) && !isInterfaceType(type)) return []
    return type
      .getInterfaces()
      .map((candidate) => candidate.name)
      .filter(
        (candidate) => this.types.has(candidate) && this.isPossibleEverywhere(candidate, name),
      )
      .sort(byName)
  }

  private keptPossibleTypes(name: string): string[] {
    const type = this.primary.getType(name)
    if (isObjectType(type)) return this.types.has(name) ? [name] : []
    return this.possibleTypesIn(this.primary, name)
      .filter(
        (candidate) => this.types.has(candidate) && this.isPossibleEverywhere(name, candidate),
      )
      .sort(byName)
  }

  private possibleTypesIn(schema: GraphQLSchema, name: string): string[] {
    const type = schema.getType(name)
    if (isObjectType(type)) return [name]
    if (isInterfaceType(type) || isUnionType(type))
      return schema.getPossibleTypes(type).map((t) => t.name)
    return []
  }

  // Whether `member` is `abstract` itself, implements it or belongs to it, in every schema. For
  // an interface implementing an interface, graphql's isSubType covers it the same way.
  private isPossibleEverywhere(abstract: string, member: string): boolean {
    if (abstract === member) return true
    return this.upstreams.every((u) => {
      const outer = u.schema.getType(abstract)
      const inner = u.schema.getType(member)
      if (!(isInterfaceType(outer) || isUnionType(outer))) return false
      if (!(isObjectType(inner) || isInterfaceType(inner))) return false
      return u.schema.isSubType(outer, inner)
    })
  }

  private inputFieldNamesInAny(typeName: string): string[] {
    const names = new Set<string>()
    for (const upstream of this.upstreams) {
      const type = upstream.schema.getType(typeName)
      if (isInputObjectType(type)) for (const name of Object.keys(type.getFields())) names.add(name)
    }
    return [...names].sort(byName)
  }

  private isRequiredInputField(
    schema: GraphQLSchema,
    typeName: string,
    fieldName: string,
  ): boolean {
    const field = this.inputFieldIn(schema, typeName, fieldName)
    return field !== undefined && isRequired(field)
  }

  private hasEnumValue(schema: GraphQLSchema, typeName: string, value: string): boolean {
    const type = schema.getType(typeName)
    return isEnumType(type) && Boolean(type.getValue(value))
  }

  private fieldIn(
    schema: GraphQLSchema,
    typeName: string,
    fieldName: string,
  ): GraphQLField<unknown, unknown> | undefined {
    const type = schema.getType(typeName)
    return isObjectType(type) || isInterfaceType(type) ? type.getFields()[fieldName] : undefined
  }

  private inputFieldIn(
    schema: GraphQLSchema,
    typeName: string,
    fieldName: string,
  ): GraphQLInputField | undefined {
    const type = schema.getType(typeName)
    return isInputObjectType(type) ? type.getFields()[fieldName] : undefined
  }

  // A default only survives when every schema has the same one; dropping a differing default
  // makes a non-null value required, which every schema accepts.
  private defaultSuffix(
    value: GraphQLArgument | GraphQLInputField,
    find: (schema: GraphQLSchema) => GraphQLArgument | GraphQLInputField | undefined,
  ): string {
    const printed = printedDefault(value)
    if (printed === undefined) return ''
    const same = this.upstreams.every((u) => {
      const other = find(u.schema)
      return other !== undefined && printedDefault(other) === printed
    })
    return same ? ` = ${printed}` : ''
  }
}

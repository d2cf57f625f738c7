// GraphQL Code Generator: typed documents for the app and resolver types for the server, one
// pair of files per endpoint. Run through `npm run gen` (scripts/gen.ts), which first refreshes
// server/graphql/commerce.graphql from the commerce documents.
import type { CodegenConfig } from '@graphql-codegen/cli'

const endpoints = ['commerce', 'wallet', 'otp'] as const

// Saleor sends Decimal and PositiveDecimal as JSON numbers and Metadata as a string map; the
// other custom scalars default to string, which holds for DateTime, Date, UUID and JSONString
// but not for PositiveInt, JSON or GenericScalar: map those here once a document uses them.
// JSON (a payment gateway's data) is any JSON value.
const scalars = {
  JSONString: 'string',
  JSON: 'unknown',
  Decimal: 'number',
  PositiveDecimal: 'number',
  Float: 'number',
  Metadata: 'Record<string, string>',
}

const common = {
  useTypeImports: true,
  defaultScalarType: 'string',
  scalars,
}

// With codegen 7, typescript-operations itself emits the enums (as string unions) and input
// types the documents use, so the `typescript` plugin here would only add every other schema
// type and declare those twice. It also has no skipTypename (__typename is typed where a
// document selects it) or dedupeFragments, and its avoidOptionals only concerns variables:
// result fields are never optional, nullable ones are `T | null`.
const client = {
  ...common,
  enumType: 'string-literal',
  avoidOptionals: false,
  optimizeDocumentNode: true,
}

const server = {
  ...common,
  enumsAsTypes: true,
  skipTypename: false,
  useIndexSignature: true,
  contextType: '../context.ts#GraphQLContext',
  // Resolvers return rows, not GraphQL objects, in places: map those types here when they do.
  mappers: {},
  emitLegacyCommonJSImports: false,
}

const generates: CodegenConfig['generates'] = {}
for (const endpoint of endpoints) {
  const schema = `server/graphql/${endpoint}.graphql`
  generates[`src/api/generated/${endpoint}.ts`] = {
    schema,
    documents: `src/**/*.${endpoint}.graphql`,
    plugins: ['typescript-operations', 'typed-document-node'],
    config: client,
  }
  generates[`server/graphql/generated/${endpoint}.ts`] = {
    schema,
    plugins: ['typescript', 'typescript-resolvers'],
    config: server,
  }
}

const config: CodegenConfig = {
  overwrite: true,
  // An endpoint without documents yet still gets its (nearly empty) client file.
  ignoreNoDocuments: true,
  generates,
}

export default config

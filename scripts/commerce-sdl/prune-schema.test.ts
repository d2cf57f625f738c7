import { describe, expect, it } from 'vitest'
import { buildSchema, parse, validate, type GraphQLInputType } from 'graphql'
import {
  pruneSchema,
  PruneSchemaError,
  strictestInputType,
  type NamedSource,
  type PruneSchemaInput,
} from './prune-schema.ts'

// Two releases of a tiny shop schema, differing the way Saleor's releases do: a changed field
// type, enum values added and removed, input fields added and removed, a changed default.
const shared = `
  directive @doc(category: String!) on FIELD | FIELD_DEFINITION | OBJECT

  scalar DateTime
  scalar Decimal
  scalar JSONString

  """Anything with a global ID."""
  interface Node {
    id: ID!
  }

  interface ObjectWithMetadata {
    metadata: [MetadataItem!]!
  }

  type MetadataItem {
    key: String!
    value: String!
  }

  type Mutation {
    checkoutCreate(input: CheckoutCreateInput!): CheckoutCreate
    tokenRefresh(refreshToken: String, csrfToken: String): RefreshToken
  }

  type Category implements Node {
    id: ID!
    name: String!
    products(first: Int!): ProductConnection
  }

  type Collection implements Node {
    id: ID!
    name: String!
  }

  type ProductConnection {
    edges: [ProductEdge!]!
    totalCount: Int
  }

  type ProductEdge {
    node: Product!
    cursor: String!
  }

  union SearchResult = Product | Category | Collection

  type Shop {
    name: String!
    description: String
  }

  type Pricing {
    onSale: Boolean
    gross: Decimal
  }

  input ProductFilterInput {
    search: String
    ids: [ID!]
    price: PriceRangeInput
    stockAvailability: StockAvailability
  }

  input PriceRangeInput {
    gte: Float
    lte: Float
  }

  enum StockAvailability {
    IN_STOCK
    OUT_OF_STOCK
  }

  input ProductOrder {
    direction: OrderDirection!
    field: ProductOrderField
  }

  enum OrderDirection {
    ASC
    DESC
  }

  input MetadataInput {
    key: String!
    value: String!
  }

  input AddressInput {
    firstName: String
    city: String
    country: CountryCode
  }

  enum CountryCode {
    OM
    AE
    SA
  }

  type CheckoutCreate {
    checkout: Checkout
    errors: [CheckoutError!]!
  }

  type Checkout implements Node {
    id: ID!
    email: String
    totalPrice: Decimal
  }

  type CheckoutError {
    field: String
    message: String
    code: CheckoutErrorCode!
  }

  enum CheckoutErrorCode {
    INVALID
    REQUIRED
  }

  type RefreshToken {
    token: String
    errors: [AccountError!]!
  }

  type AccountError {
    field: String
    message: String
    code: String!
  }
`

const older: NamedSource = {
  name: 'shop-1',
  body: `
    schema { query: Query mutation: Mutation }
    ${shared}
    type Query {
      """Look up a product."""
      product(id: ID, slug: String, channel: String): Product @doc(category: "Products")
      products(first: Int, filter: ProductFilterInput, sortBy: ProductOrder, channel: String): ProductConnection
      node(id: ID!): Node
      search(query: String!): [SearchResult!]!
      shop: Shop!
      legacy: String
    }

    type Product implements Node & ObjectWithMetadata {
      id: ID!
      name: String!
      slug: String!
      created: DateTime!
      metadata: [MetadataItem!]!
      pricing(address: AddressInput): Pricing
      rating: Float
      category: Category
      thumbnail(size: Int = 100, format: String = "WEBP"): String
    }

    enum ProductOrderField {
      NAME
      PRICE
      RANK
    }

    input CheckoutCreateInput {
      channel: String
      lines: [CheckoutLineInput!]!
      email: String
      shippingAddress: AddressInput
      note: String
    }

    input CheckoutLineInput {
      quantity: Int!
      variantId: ID!
      metadata: [MetadataInput!]
    }
  `,
}

const newer: NamedSource = {
  name: 'shop-2',
  body: `
    schema { query: Query mutation: Mutation }
    ${shared}
    type Query {
      product(id: ID, slug: String, channel: String): Product
      products(first: Int, filter: ProductFilterInput, sortBy: ProductOrder, channel: String): ProductConnection
      node(id: ID!): Node
      search(query: String!): [SearchResult!]!
      shop: Shop!
      legacy: String!
    }

    type Product implements Node & ObjectWithMetadata {
      id: ID!
      name: String!
      slug: String!
      created: DateTime!
      metadata: [MetadataItem!]!
      pricing(address: AddressInput): Pricing
      rating: Decimal
      category: Category
      thumbnail(size: Int = 120, format: String = "WEBP"): String
    }

    enum ProductOrderField {
      NAME
      PRICE
      RELEVANCE
    }

    input CheckoutCreateInput {
      channel: String
      lines: [CheckoutLineInput!]!
      email: String
      shippingAddress: AddressInput
    }

    input CheckoutLineInput {
      quantity: Int!
      variantId: ID!
      metadata: [MetadataInput!]
      forceNewLine: Boolean
    }
  `,
}

function prune(documents: Record<string, string>, extra: Partial<PruneSchemaInput> = {}): string {
  return pruneSchema({
    schemas: [older, newer],
    documents: Object.entries(documents).map(([name, body]) => ({ name, body })),
    ...extra,
  })
}

// Drops the blank lines between blocks so expectations stay compact.
function compact(sdl: string): string {
  return sdl
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n')
}

function expectValidAgainst(sdl: string, documents: Record<string, string>): void {
  const schema = buildSchema(sdl)
  const document = parse(Object.values(documents).join('\n'))
  expect(validate(schema, document).map((error) => error.message)).toEqual([])
}

describe('pruneSchema', () => {
  it('keeps only the fields of nested selections, and the custom scalars they use', () => {
    const documents = {
      'product.graphql': `
        query Product($slug: String) {
          product(slug: $slug) { name created category { name } }
        }
      `,
    }
    const sdl = prune(documents)
    expect(compact(sdl)).toBe(
      [
        'type Category {',
        '  name: String!',
        '}',
        'scalar DateTime',
        'type Product {',
        '  category: Category',
        '  created: DateTime!',
        '  name: String!',
        '}',
        'type Query {',
        '  product(slug: String): Product',
        '}',
      ].join('\n'),
    )
    expectValidAgainst(sdl, documents)
  })

  it('prints the header and no directives or descriptions, the same way every time', () => {
    const documents = {
      'a.graphql': 'query A { product(id: "1") { id name } }',
      'b.graphql': 'query B { shop { name } }',
    }
    const header = ['Generated by a test.', '', 'Do not edit.']
    const sdl = prune(documents, { header })
    expect(sdl.startsWith('# Generated by a test.\n#\n# Do not edit.\n\n')).toBe(true)
    expect(sdl).not.toMatch(/@doc|"""|Look up/)
    const reversed = pruneSchema({
      schemas: [older, newer],
      documents: Object.entries(documents)
        .reverse()
        .map(([name, body]) => ({ name, body })),
      header,
    })
    expect(reversed).toBe(sdl)
  })

  it('keeps interfaces and unions with the members that named and inline fragments reach', () => {
    const documents = {
      'node.graphql': `
        query Node($id: ID!) {
          node(id: $id) {
            id
            ...ProductCard
            ... on Category { name }
          }
          search(query: "tyre") {
            __typename
            ... on Product { slug }
          }
          product(id: $id) {
            ... on ObjectWithMetadata { metadata { key } }
          }
        }
      `,
      'product-card.graphql': 'fragment ProductCard on Product { name }',
    }
    const sdl = prune(documents)
    expect(sdl).toContain('interface Node {\n  id: ID!\n}')
    expect(sdl).toContain('interface ObjectWithMetadata {\n  metadata: [MetadataItem!]!\n}')
    expect(sdl).toContain('union SearchResult = Category | Product')
    expect(sdl).toContain('type Category implements Node {\n  id: ID!\n  name: String!\n}')
    expect(sdl).toContain(
      'type Product implements Node & ObjectWithMetadata {\n' +
        '  id: ID!\n  metadata: [MetadataItem!]!\n  name: String!\n  slug: String!\n}',
    )
    expect(sdl).not.toContain('Collection')
    expectValidAgainst(sdl, documents)
  })

  it('keeps one member of a union that is only asked for its __typename', () => {
    const documents = { 'search.graphql': 'query Search { search(query: "x") { __typename } }' }
    const sdl = prune(documents)
    expect(sdl).toContain('union SearchResult = Category')
    expect(sdl).toContain('type Category {\n  id: ID!\n}')
    expectValidAgainst(sdl, documents)
  })

  it('keeps an object type that makes a fragment spread between two abstract types possible', () => {
    const documents = {
      'spread.graphql': `
        query Spread { node(id: "1") { ... on SearchResult { __typename } } }
      `,
    }
    const sdl = prune(documents)
    expect(sdl).toContain('union SearchResult = Category')
    expect(sdl).toContain('type Category implements Node {\n  id: ID!\n}')
    expectValidAgainst(sdl, documents)
  })

  it('keeps every input field both schemas share for input types given as variables', () => {
    const documents = {
      'checkout-create.graphql': `
        mutation CheckoutCreate($input: CheckoutCreateInput!) {
          checkoutCreate(input: $input) { checkout { id } errors { code } }
        }
      `,
    }
    const sdl = prune(documents)
    expect(sdl).toContain(
      'input CheckoutCreateInput {\n  channel: String\n  email: String\n' +
        '  lines: [CheckoutLineInput!]!\n  shippingAddress: AddressInput\n}',
    )
    expect(sdl).toContain(
      'input CheckoutLineInput {\n  metadata: [MetadataInput!]\n  quantity: Int!\n  variantId: ID!\n}',
    )
    expect(sdl).toContain('input MetadataInput {\n  key: String!\n  value: String!\n}')
    expect(sdl).toContain(
      'input AddressInput {\n  city: String\n  country: CountryCode\n  firstName: String\n}',
    )
    expect(sdl).toContain('enum CountryCode {\n  AE\n  OM\n  SA\n}')
    expect(sdl).toContain('enum CheckoutErrorCode')
    expect(sdl).not.toMatch(/note|forceNewLine/)
    expectValidAgainst(sdl, documents)
  })

  it('keeps only the input fields written in literals, nested and in lists, plus required ones', () => {
    const documents = {
      'literals.graphql': `
        mutation Literal {
          checkoutCreate(input: { lines: [{ variantId: "v1", quantity: 1 }] }) { errors { code } }
        }
        query Filtered {
          products(first: 2, filter: { price: { gte: 1.5 } }) { totalCount }
        }
      `,
    }
    const sdl = prune(documents)
    expect(sdl).toContain('input CheckoutCreateInput {\n  lines: [CheckoutLineInput!]!\n}')
    expect(sdl).toContain('input CheckoutLineInput {\n  quantity: Int!\n  variantId: ID!\n}')
    expect(sdl).toContain('input ProductFilterInput {\n  price: PriceRangeInput\n}')
    expect(sdl).toContain('input PriceRangeInput {\n  gte: Float\n}')
    expect(sdl).toContain('products(filter: ProductFilterInput, first: Int): ProductConnection')
    expectValidAgainst(sdl, documents)
  })

  it('keeps the enum values both schemas have for enums in arguments', () => {
    const documents = {
      'sorted.graphql': `
        query Sorted($direction: OrderDirection!) {
          products(sortBy: { field: NAME, direction: $direction }) { totalCount }
        }
      `,
    }
    const sdl = prune(documents)
    expect(sdl).toContain('enum ProductOrderField {\n  NAME\n  PRICE\n}')
    expect(sdl).toContain('enum OrderDirection {\n  ASC\n  DESC\n}')
    expect(sdl).toContain(
      'input ProductOrder {\n  direction: OrderDirection!\n  field: ProductOrderField\n}',
    )
    expectValidAgainst(sdl, documents)
  })

  it('keeps required arguments and defaults the schemas agree on, and drops the others', () => {
    const documents = {
      'category.graphql': `
        query Category {
          product(id: "1") { thumbnail(size: 64) category { products(first: 3) { totalCount } } }
        }
      `,
    }
    const sdl = prune(documents)
    expect(sdl).toContain('products(first: Int!): ProductConnection')
    // The releases disagree on the default of size, so none is printed; format is unused.
    expect(sdl).toContain('thumbnail(size: Int): String')
    expectValidAgainst(sdl, documents)
    expect(() =>
      expectValidAgainst(sdl, {
        bad: 'query { product(id: "1") { category { products { totalCount } } } }',
      }),
    ).toThrow()
  })

  it('keeps extra root fields with their arguments and a scalar of their result', () => {
    const sdl = prune(
      { 'shop.graphql': 'query Shop { shop { name } }' },
      { extras: { Query: ['products'], Mutation: ['tokenRefresh'] } },
    )
    expect(sdl).toContain(
      'products(channel: String, filter: ProductFilterInput, first: Int, sortBy: ProductOrder): ProductConnection',
    )
    expect(sdl).toContain('type ProductConnection {\n  totalCount: Int\n}')
    expect(sdl).toContain('tokenRefresh(csrfToken: String, refreshToken: String): RefreshToken')
    expect(sdl).toContain('input PriceRangeInput {\n  gte: Float\n  lte: Float\n}')
  })

  it('rejects extras that are not root fields', () => {
    expect(() => prune({}, { extras: { Query: ['nope'], Shop: ['name'] } })).toThrow(
      /Query\.nope does not exist[\s\S]*Shop is not a root type/,
    )
  })

  it('reports each coordinate whose type differs between the schemas', () => {
    const documents = {
      'legacy.graphql': 'query Legacy { legacy product(id: "1") { rating } }',
    }
    let caught: unknown
    try {
      prune(documents)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(PruneSchemaError)
    expect((caught as PruneSchemaError).problems).toEqual([
      'Product.rating: Float in shop-1, Decimal in shop-2',
      'Query.legacy: String in shop-1, String! in shop-2',
    ])
  })

  it('names the file and the schema when a document is not valid against one of them', () => {
    expect(() =>
      prune({
        'src/note.graphql': `mutation Note {
          checkoutCreate(input: { lines: [], note: "hi" }) { errors { code } }
        }`,
      }),
    ).toThrow(
      /src\/note\.graphql:2:46: Field "note" is not defined by type "CheckoutCreateInput"\.[^\n]*\(against shop-2\)/,
    )
  })

  it('gives a minimal valid schema when there are no documents', () => {
    const sdl = prune({})
    // Query must have a field: the first one both schemas agree on that needs no arguments.
    expect(compact(sdl)).toBe(
      ['type Product {', '  id: ID!', '}', 'type Query {', '  product: Product', '}'].join('\n'),
    )
  })

  it('keeps the stricter of input types that differ in nullability only', () => {
    // Saleor 3.24 relaxed CheckoutCreateInput.lines from [CheckoutLineInput!]! to
    // [CheckoutLineInput!]; a document valid against the stricter type is valid against both.
    const loose: NamedSource = {
      name: 'shop-3',
      body: newer.body
        .replace('lines: [CheckoutLineInput!]!', 'lines: [CheckoutLineInput!]')
        .replace('search(query: String!)', 'search(query: String)'),
    }
    const documents = {
      'checkout-create.graphql': `
        mutation CheckoutCreate($input: CheckoutCreateInput!) {
          checkoutCreate(input: $input) { checkout { id } errors { code } }
        }
      `,
      'search.graphql': `query Search($q: String!) { search(query: $q) { __typename } }`,
    }
    const sdl = pruneSchema({
      schemas: [older, loose],
      documents: Object.entries(documents).map(([name, body]) => ({ name, body })),
    })
    expect(sdl).toContain('  lines: [CheckoutLineInput!]!\n')
    expect(sdl).toContain('search(query: String!): [SearchResult!]!')
    expectValidAgainst(sdl, documents)
    // The other way round (the looser schema first) gives the same subset.
    const reversed = pruneSchema({
      schemas: [loose, older],
      documents: Object.entries(documents).map(([name, body]) => ({ name, body })),
    })
    expect(reversed).toBe(sdl)
  })

  it('still reports input types that differ in more than nullability', () => {
    const changed: NamedSource = {
      name: 'shop-3',
      body: newer.body.replace('lines: [CheckoutLineInput!]!', 'lines: CheckoutLineInput'),
    }
    expect(() =>
      pruneSchema({
        schemas: [older, changed],
        documents: [
          {
            name: 'checkout-create.graphql',
            body: 'mutation C($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { errors { code } } }',
          },
        ],
      }),
    ).toThrow(
      /CheckoutCreateInput\.lines: \[CheckoutLineInput!\]! in shop-1, CheckoutLineInput in shop-3/,
    )
  })
})

describe('strictestInputType', () => {
  const schema = buildSchema(`
    type Query { f(a: [Int!]!, b: [Int!], c: [Int]!, d: [Int], e: Int, g: String, h: [[Int]]): Int }
  `)
  const args = schema.getQueryType()!.getFields().f!.args
  const type = (name: string) => args.find((arg) => arg.name === name)!.type as GraphQLInputType

  it('is non-null at every level where any of the types is', () => {
    expect(strictestInputType([type('a'), type('b')])).toBe('[Int!]!')
    expect(strictestInputType([type('b'), type('c')])).toBe('[Int!]!')
    expect(strictestInputType([type('d'), type('d')])).toBe('[Int]')
    expect(strictestInputType([type('e')])).toBe('Int')
  })

  it('gives nothing for types that differ in name or list depth, or a missing one', () => {
    expect(strictestInputType([type('e'), type('g')])).toBeUndefined()
    expect(strictestInputType([type('d'), type('h')])).toBeUndefined()
    expect(strictestInputType([type('d'), type('e')])).toBeUndefined()
    expect(strictestInputType([type('a'), undefined])).toBeUndefined()
    expect(strictestInputType([])).toBeUndefined()
  })
})

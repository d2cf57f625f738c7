// The catalog queries answered from the saved catalog, in the shapes the commerce
// endpoint gives: listings with category, attribute and search filters, the three sorts
// (shared/domain/listing-sort.ts, as the server orders), cursors like the server's, a category's
// filter panel from the attributes its saved products carry, and product details.
import type { CatalogProductRecord } from '../../../db/index.ts'
import { compareProducts } from '#shared/domain/listing-sort.ts'
import { matchesSearch, searchWords } from '#shared/domain/search-text.ts'

type Json = Record<string, unknown>

interface NodeAttribute {
  attribute: {
    id?: string
    slug: string
    name?: string
    inputType?: string | null
    metadata?: { key: string; value: string }[]
    translation?: { name?: string | null } | null
  }
  values: { id: string; slug?: string | null; name?: string | null; translation?: unknown }[]
}

export interface FlatCategory {
  id: string
  parent: { id: string } | null
}

export function encodeCursor(offset: number): string {
  return btoa(`offset:${offset}`)
}

export function decodeCursor(cursor: unknown): number {
  if (typeof cursor !== 'string' || cursor === '') return 0
  try {
    const match = /^offset:(\d+)$/.exec(atob(cursor))
    return match ? Number(match[1]) + 1 : 0
  } catch {
    return 0
  }
}

function pkOf(id: string): number {
  try {
    const pk = Number(atob(id).split(':')[1])
    return Number.isFinite(pk) ? pk : 0
  } catch {
    return 0
  }
}

function withDescendants(categories: readonly FlatCategory[], roots: readonly string[]) {
  const found = new Set<string>(roots)
  let grew = true
  while (grew) {
    grew = false
    for (const category of categories) {
      if (category.parent && found.has(category.parent.id) && !found.has(category.id)) {
        found.add(category.id)
        grew = true
      }
    }
  }
  return found
}

function attributesOf(record: CatalogProductRecord): NodeAttribute[] {
  return ((record.node as { attributes?: NodeAttribute[] }).attributes ?? []) as NodeAttribute[]
}

export interface ProductsVariables {
  channel?: unknown
  filter?: {
    categories?: string[] | null
    ids?: string[] | null
    attributes?:
      | {
          slug?: string | null
          values?: string[] | null
          value?: { slug?: { oneOf?: string[] | null; eq?: string | null } | null } | null
        }[]
      | null
    search?: string | null
  } | null
  search?: unknown
  sortBy?: { field?: string | null; direction: string } | null
  first?: unknown
  after?: unknown
}

export function selectProducts(
  records: readonly CatalogProductRecord[],
  categories: readonly FlatCategory[],
  variables: ProductsVariables,
): Json {
  const filter = variables.filter ?? {}
  let list = records.filter((record) => record.channel === variables.channel)
  if (filter.categories?.length) {
    const inside = withDescendants(categories, filter.categories)
    list = list.filter((record) => inside.has(record.categoryId))
  }
  if (filter.ids) {
    const ids = new Set(filter.ids)
    list = list.filter((record) => ids.has(record.id))
  }
  for (const wanted of filter.attributes ?? []) {
    const values = new Set([
      ...(wanted.values ?? []),
      ...(wanted.value?.slug?.oneOf ?? []),
      ...(wanted.value?.slug?.eq ? [wanted.value.slug.eq] : []),
    ])
    if (!wanted.slug || values.size === 0) continue
    list = list.filter((record) =>
      attributesOf(record).some(
        (item) =>
          item.attribute.slug === wanted.slug &&
          item.values.some((value) => values.has(value.slug ?? '')),
      ),
    )
  }
  const words = searchWords(
    [variables.search, filter.search].filter((s): s is string => typeof s === 'string').join(' '),
  )
  if (words.length > 0) list = list.filter((record) => matchesSearch(record.name, words))
  const order = compareProducts(variables.sortBy)
  const sorted = list
    .map((record) => ({
      record,
      pk: pkOf(record.id),
      rating: record.rating,
      payable: record.price,
      inStock: record.inStock === 1,
    }))
    .sort(order)
  const offset = decodeCursor(variables.after)
  const first = Math.min(Math.max(Number(variables.first) || 100, 0), 100)
  const page = sorted.slice(offset, offset + first)
  return {
    __typename: 'ProductCountableConnection',
    totalCount: sorted.length,
    edges: page.map((item, index) => ({
      __typename: 'ProductCountableEdge',
      cursor: encodeCursor(offset + index),
      node: item.record.node,
    })),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: offset + first < sorted.length,
      hasPreviousPage: offset > 0,
      startCursor: page.length > 0 ? encodeCursor(offset) : null,
      endCursor: page.length > 0 ? encodeCursor(offset + page.length - 1) : null,
    },
  }
}

/** A category's filter panel: the attributes its saved products carry, with their values. */
export function selectCategoryAttributes(
  records: readonly CatalogProductRecord[],
  categories: readonly FlatCategory[],
  channel: unknown,
  categoryId: string,
): Json {
  const inside = withDescendants(categories, [categoryId])
  const groups = new Map<
    string,
    { attribute: NodeAttribute['attribute']; values: Map<string, NodeAttribute['values'][number]> }
  >()
  for (const record of records) {
    if (record.channel !== channel || !inside.has(record.categoryId)) continue
    for (const item of attributesOf(record)) {
      const group = groups.get(item.attribute.slug) ?? {
        attribute: item.attribute,
        values: new Map(),
      }
      for (const value of item.values) group.values.set(value.id, value)
      groups.set(item.attribute.slug, group)
    }
  }
  const byName = (a: { name?: string | null }, b: { name?: string | null }) =>
    (a.name ?? '').localeCompare(b.name ?? '')
  return {
    __typename: 'AttributeCountableConnection',
    edges: [...groups.values()].map(({ attribute, values }) => ({
      __typename: 'AttributeCountableEdge',
      node: {
        __typename: 'Attribute',
        ...attribute,
        choices: {
          __typename: 'AttributeValueCountableConnection',
          edges: [...values.values()].sort(byName).map((value) => ({
            __typename: 'AttributeValueCountableEdge',
            node: value,
          })),
        },
      },
    })),
  }
}

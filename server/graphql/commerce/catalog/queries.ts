// The catalog's root queries: products, product, categories, attributes, pages, pageTypes.
import { GraphQLError } from 'graphql'
import { searchWords } from '#shared/domain/search-text.ts'
import type {
  QueryAttributesArgs,
  QueryCategoriesArgs,
  QueryPageTypesArgs,
  QueryPagesArgs,
  QueryProductArgs,
  QueryProductsArgs,
} from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { fromGlobalId, pkOf } from '../global-id.ts'
import {
  allAttributes,
  allValues,
  attributesOfCategories,
  valuesInUse,
} from '../../../catalog/attributes.ts'
import { attributeNode } from './attribute-node.ts'
import { withDescendants } from '../../../catalog/categories.ts'
import { categoryNode, requestCategories } from './category-node.ts'
import { requestChannel, requireChannel } from './channel.ts'
import { connection, decodeCursor, pageSize } from './cursor.ts'
import { pageNode, pageTypeNode } from './page-node.ts'
import { pageTypes, publishedPages } from '../../../catalog/pages.ts'
import { productNode } from './product-node.ts'
import { rejectUnsupportedFilter } from './product-filter.ts'
import { findProducts, productsByIds, variantListings } from '../../../catalog/products.ts'
import {
  attributeFilterProblem,
  resolveAttributeFilter,
  type AttributeCriterion,
} from '../../../catalog/attribute-filter.ts'
import { memo } from './request-cache.ts'

const emptyConnection = () => connection([], 0, false, 0)

function attributeCriteria(
  input: NonNullable<QueryProductsArgs['filter']>['attributes'],
): AttributeCriterion[] {
  return (input ?? []).flatMap((attribute) => {
    if (!attribute.slug) return []
    const values = [
      ...(attribute.values ?? []),
      ...(attribute.value?.slug?.oneOf ?? []),
      ...(attribute.value?.slug?.eq ? [attribute.value.slug.eq] : []),
    ]
    return values.length > 0 ? [{ slug: attribute.slug, values }] : []
  })
}

async function products(_: unknown, args: QueryProductsArgs, ctx: GraphQLContext) {
  const first = pageSize(args.first, 'products')
  rejectUnsupportedFilter(args.filter)
  const filter = args.filter ?? {}
  const criteria = attributeCriteria(filter.attributes)
  const problem = attributeFilterProblem(criteria, ctx.language)
  if (problem) throw new GraphQLError(problem, { extensions: { code: 'QUERY_TOO_COMPLEX' } })
  const channel = await requireChannel(ctx, args.channel ?? args.filter?.channel)
  if (!channel.is_active) return emptyConnection()
  const attributeValueIds = await resolveAttributeFilter(ctx.db, criteria)
  if (attributeValueIds === null) return emptyConnection()
  const categories = await requestCategories(ctx)
  const offset = decodeCursor(args.after)
  const words = searchWords([args.search, filter.search].filter(Boolean).join(' '))
  const found = await findProducts(ctx.db, {
    channelId: channel.id,
    categoryIds: filter.categories
      ? withDescendants(
          categories,
          filter.categories.map((id) => pkOf(id, 'Category')),
        )
      : null,
    productIds: filter.ids ? filter.ids.map((id) => pkOf(id, 'Product')) : null,
    attributeValueIds,
    searchWords: words,
    stock: filter.stockAvailability ?? null,
    sort: args.sortBy,
    sortAttributePk: args.sortBy?.attributeId ? pkOf(args.sortBy.attributeId, 'Attribute') : null,
    offset,
    limit: first + 1,
  })
  const page = found.rows.slice(0, first).map((row) => productNode(ctx, row, channel))
  return connection(page, offset, found.rows.length > first, found.total)
}

async function product(_: unknown, args: QueryProductArgs, ctx: GraphQLContext) {
  if (!args.id) throw new GraphQLError('At least one of arguments is required: id, slug.')
  const { type, id } = fromGlobalId(args.id)
  const pk = Number(id)
  if (type !== 'Product' || !Number.isSafeInteger(pk)) return null
  const channel = await requestChannel(ctx, args.channel)
  const [row] = await productsByIds(ctx.db, [pk])
  if (!row) return null
  if (channel) {
    // A product the channel does not list is not visible in it.
    if (!channel.is_active) return null
    const listed = await variantListings(ctx.db, [pk], channel.id)
    if (!listed.get(pk)?.length) return null
  }
  return productNode(ctx, row, channel)
}

async function categories(_: unknown, args: QueryCategoriesArgs, ctx: GraphQLContext) {
  const first = pageSize(args.first, 'categories')
  const offset = decodeCursor(args.after)
  const level = args.level
  const every = await requestCategories(ctx)
  // Saleor's `level`: one depth of the tree (0, the roots); a negative or huge one matches none.
  const all =
    level === null || level === undefined ? every : every.filter((row) => row.level === level)
  const page = all.slice(offset, offset + first).map((row) => categoryNode(ctx, row))
  return connection(page, offset, all.length > offset + first, all.length)
}

async function attributes(_: unknown, args: QueryAttributesArgs, ctx: GraphQLContext) {
  const first = pageSize(args.first, 'attributes')
  const channel = await requestChannel(ctx, args.channel)
  const inCategory = args.where?.inCategory
  if (!inCategory) {
    const rows = (await allAttributes(ctx.db)).slice(0, first)
    const values = memo(ctx, 'all-values', () =>
      allValues(
        ctx.db,
        rows.map((r) => r.id),
      ),
    )
    return connection(
      rows.map((row) => attributeNode(ctx, row, async () => (await values).get(row.id) ?? [])),
      0,
      false,
      rows.length,
    )
  }
  const categoryIds = withDescendants(await requestCategories(ctx), [pkOf(inCategory, 'Category')])
  const rows = (await attributesOfCategories(ctx.db, categoryIds)).slice(0, first)
  const ids = rows.map((row) => row.id)
  // In a channel, a category's filter offers only the values its products there carry.
  const values = memo(ctx, `values:${inCategory}:${channel?.id ?? ''}`, () =>
    channel
      ? channel.is_active
        ? valuesInUse(ctx.db, ids, categoryIds, channel.id)
        : Promise.resolve(new Map())
      : allValues(ctx.db, ids),
  )
  return connection(
    rows.map((row) => attributeNode(ctx, row, async () => (await values).get(row.id) ?? [])),
    0,
    false,
    rows.length,
  )
}

async function pageTypesQuery(_: unknown, args: QueryPageTypesArgs, ctx: GraphQLContext) {
  const first = pageSize(args.first, 'pageTypes')
  const rows = await pageTypes(ctx.db, args.filter?.slugs ?? null)
  return connection(rows.slice(0, first).map(pageTypeNode), 0, rows.length > first, rows.length)
}

async function pages(_: unknown, args: QueryPagesArgs, ctx: GraphQLContext) {
  const first = pageSize(args.first, 'pages')
  const rows = await publishedPages(ctx.db, {})
  return connection(
    rows.slice(0, first).map((row) => pageNode(ctx, row)),
    0,
    rows.length > first,
    rows.length,
  )
}

export const catalogQueries = {
  products,
  product,
  categories,
  attributes,
  pageTypes: pageTypesQuery,
  pages,
}

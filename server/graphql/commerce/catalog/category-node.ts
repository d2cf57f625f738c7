// Category objects: the tree comes from one read per request, product counts from one query
// per channel per request.
import type { GraphQLContext } from '../../context.ts'
import { toGlobalId } from '../global-id.ts'
import {
  allCategories,
  productCountsByCategory,
  withDescendants,
} from '../../../catalog/categories.ts'
import type { CategoryRow } from '../../../catalog/rows.ts'
import { requestChannel } from './channel.ts'
import { connection, pageSize } from './cursor.ts'
import { isArabic, metadataItems } from './money.ts'
import { productNode } from './product-node.ts'
import { findProducts } from '../../../catalog/products.ts'
import { memo } from './request-cache.ts'
import { categoryImageUrl } from '../../../catalog/links.ts'

export function requestCategories(ctx: GraphQLContext): Promise<CategoryRow[]> {
  return memo(ctx, 'categories', () => allCategories(ctx.db))
}

export async function categoryById(ctx: GraphQLContext, id: number) {
  const categories = await requestCategories(ctx)
  const row = categories.find((category) => category.id === id)
  return row ? categoryNode(ctx, row) : null
}

export function categoryNode(ctx: GraphQLContext, row: CategoryRow) {
  return {
    __typename: 'Category',
    id: toGlobalId('Category', row.id),
    name: row.name_en,
    slug: row.slug,
    level: row.level,
    metadata: metadataItems(row.metadata),
    parent: () => (row.parent_id === null ? null : categoryById(ctx, row.parent_id)),
    translation: (args: { languageCode?: string | null }) =>
      isArabic(args) ? { __typename: 'CategoryTranslation', name: row.name_ar } : null,
    backgroundImage: () => ({
      __typename: 'Image',
      url: categoryImageUrl(row.id),
      alt: row.name_en,
    }),
    // Saleor counts a category's products with those of its subcategories.
    products: async (args: { channel?: string | null; first?: number | null }) => {
      const channel = await requestChannel(ctx, args.channel)
      const first = pageSize(args.first, 'products')
      const categories = await requestCategories(ctx)
      const totalCount = channel?.is_active
        ? ((
            await memo(ctx, `counts:${channel.id}`, () =>
              productCountsByCategory(ctx.db, categories, channel.id),
            )
          ).get(row.id) ?? 0)
        : 0
      return {
        totalCount,
        edges: async () => {
          if (!channel?.is_active || first === 0) return []
          const found = await findProducts(ctx.db, {
            channelId: channel.id,
            categoryIds: withDescendants(categories, [row.id]),
            offset: 0,
            limit: first,
          })
          return connection(
            found.rows.map((product) => productNode(ctx, product, channel)),
            0,
            false,
            found.total,
          ).edges
        },
        pageInfo: () => connection([], 0, totalCount > first, totalCount).pageInfo,
      }
    },
  }
}

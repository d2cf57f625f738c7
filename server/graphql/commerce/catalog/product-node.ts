// Product and ProductVariant objects in a channel's context (Saleor's `channel` argument):
// prices and stock are those of that channel. Variants, attributes and categories are loaded
// in batches for all products of a request.
import type { GraphQLContext } from '../../context.ts'
import { toGlobalId } from '../global-id.ts'
import { productAttributeValues, type ProductAttributeValue } from '../../../catalog/attributes.ts'
import { attributeNode, attributeValueNode } from './attribute-node.ts'
import type { ChannelRow, ProductRow, VariantListingRow } from '../../../catalog/rows.ts'
import { categoryById } from './category-node.ts'
import { productImageUrl } from '../../../catalog/links.ts'
import { listingPayable, productPrice } from '../../../catalog/listing-price.ts'
import { isArabic, metadataItems, taxedMoney } from './money.ts'
import { variantListings } from '../../../catalog/products.ts'
import { loaderFor } from './request-cache.ts'

function listingsLoader(ctx: GraphQLContext, channel: ChannelRow) {
  return loaderFor<number, VariantListingRow[]>(ctx, `listings:${channel.id}`, (ids) =>
    variantListings(ctx.db, ids, channel.id),
  )
}

function attributesLoader(ctx: GraphQLContext) {
  return loaderFor<number, ProductAttributeValue[]>(ctx, 'product-attributes', (ids) =>
    productAttributeValues(ctx.db, ids),
  )
}

export function variantNode(listing: VariantListingRow, channel: ChannelRow | null) {
  return {
    __typename: 'ProductVariant',
    id: toGlobalId('ProductVariant', listing.variant_id),
    name: listing.name,
    sku: listing.sku,
    channel: channel?.slug ?? null,
    quantityAvailable: channel ? Math.max(listing.quantity, 0) : null,
    payable: listingPayable(listing),
  }
}

/** A product; with its variants' listings in the channel when they were read with it (a page). */
export type ProductNodeRow = ProductRow & { variants?: VariantListingRow[] }

export function productNode(ctx: GraphQLContext, row: ProductNodeRow, channel: ChannelRow | null) {
  const given = row.variants
  const listings = async () =>
    channel ? (given ?? (await listingsLoader(ctx, channel)(row.id)) ?? []) : []
  return {
    __typename: 'Product',
    id: toGlobalId('Product', row.id),
    pk: row.id,
    channel: channel?.slug ?? null,
    name: row.name_en,
    slug: row.slug,
    rating: row.rating,
    metadata: metadataItems({
      ...row.metadata,
      visible_discount_type: row.visible_discount_type,
    }),
    translation: (args: { languageCode?: string | null }) =>
      isArabic(args) ? { __typename: 'ProductTranslation', name: row.name_ar } : null,
    thumbnail: () => ({ __typename: 'Image', url: productImageUrl(row.id), alt: row.name_en }),
    media: () => [
      {
        __typename: 'ProductMedia',
        id: toGlobalId('ProductMedia', row.id),
        url: productImageUrl(row.id),
        alt: row.name_en,
      },
    ],
    category: () => categoryById(ctx, row.category_id),
    variants: async () => (await listings()).map((listing) => variantNode(listing, channel)),
    pricing: async () => {
      if (!channel) return null
      const price = productPrice(await listings())
      if (!price) return null
      const currency = channel.currency_code
      return {
        __typename: 'ProductPricingInfo',
        onSale: price.discount > 0,
        displayGrossPrices: true,
        discount: price.discount > 0 ? taxedMoney(price.discount, currency) : null,
        priceRange: { start: taxedMoney(price.payable, currency) },
        priceRangeUndiscounted: { start: taxedMoney(price.price, currency) },
      }
    },
    attributes: async () => {
      const values = (await attributesLoader(ctx)(row.id)) ?? []
      const groups = new Map<number, ProductAttributeValue[]>()
      for (const item of values) {
        const list = groups.get(item.attribute.id) ?? []
        list.push(item)
        groups.set(item.attribute.id, list)
      }
      return [...groups.values()].map((items) => {
        const attribute = items[0]!.attribute
        return {
          __typename: 'SelectedAttribute',
          attribute: attributeNode(ctx, attribute, null),
          values: items.map((item) =>
            attributeValueNode(item.value, attribute.input_type, row.description_ar),
          ),
        }
      })
    },
  }
}

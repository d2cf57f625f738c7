// Finding the products a channel lists: by category (with its subcategories), attribute
// values, ids and search words, in the order asked, one page at a time. Shared by the commerce
// GraphQL queries and the REST catalog.
import type { Db } from '../db/database.ts'
import { escapeLike, intArray, intsIn } from '../db/sql.ts'
import { groupBy } from '../lib/group-by.ts'
import { productColumns, type ProductRow, type VariantListingRow } from './rows.ts'
import { orderSql, type ListingOrder } from './product-order.ts'
import { ensureStatistics } from './statistics.ts'
import type { AttributeValueIds } from './attribute-filter.ts'

export interface ProductCriteria {
  channelId: number
  /** Categories with all their subcategories already included. */
  categoryIds?: number[] | null
  productIds?: number[] | null
  /** Value ids per attribute (attribute-filter.ts): one of each list, for every list. */
  attributeValueIds?: AttributeValueIds
  /** Normalized search words (shared/domain/search-text.ts); every one must match. */
  searchWords?: string[]
  sort?: ListingOrder | null
  sortAttributePk?: number | null
  /** Only the products with (IN_STOCK) or without (OUT_OF_STOCK) a quantity in the channel. */
  stock?: 'IN_STOCK' | 'OUT_OF_STOCK' | null
  offset: number
  limit: number
}

export interface ListedProduct extends ProductRow {
  price: number
  payable: number
  quantity: number
  /** The product's variants with their listing in the channel, by variant id. */
  variants: VariantListingRow[]
}

const stockSql = { ANY: '', IN_STOCK: 'and s.in_stock', OUT_OF_STOCK: 'and not s.in_stock' }

type StoredVariant = Omit<VariantListingRow, 'product_id'>

// A page of the channel's products (product_listings, migration 0540). Without a search or an
// attribute filter, the first rows of the index of its order (the app's orders have one each),
// and the total counted from an index. A search or an attribute filter narrows the channel to a
// few products, found once (the search through its trigram index, migration 0550), then counted
// and ordered.
export async function findProducts(
  db: Db,
  criteria: ProductCriteria,
): Promise<{ rows: ListedProduct[]; total: number }> {
  await ensureStatistics(db)
  const params: unknown[] = [criteria.channelId]
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where: string[] = ['s.channel_id = $1']
  if (criteria.categoryIds)
    where.push(`s.category_id = any(${param(intArray(criteria.categoryIds))})`)
  if (criteria.productIds) where.push(`s.product_id = any(${param(intArray(criteria.productIds))})`)
  const words = criteria.searchWords ?? []
  for (const word of words) where.push(`p.search_norm like ${param(`%${escapeLike(word)}%`)}`)
  const attributes = criteria.attributeValueIds ?? []
  if (attributes.length > 0) {
    // One subquery however many attributes: the products carrying a value of every list (the
    // lists' numbers stand for their attributes, so attribute_values is not read).
    const ids = attributes.flat()
    const lists = attributes.flatMap((list, index) => list.map(() => index))
    where.push(`s.product_id in (
      select pav.product_id
        from unnest(${param(intArray(ids))}::int[], ${param(intArray(lists))}::int[]) f(value_id, list)
        join product_attribute_values pav on pav.value_id = f.value_id
       group by pav.product_id
      having count(distinct f.list) = ${param(attributes.length)})`)
  }
  const filter = `${where.join(' and ')} ${stockSql[criteria.stock ?? 'ANY']}`
  const orderBy = orderSql(criteria.sort, criteria.sortAttributePk ?? null, param)
  const page = `order by ${orderBy} limit ${param(criteria.limit)} offset ${param(criteria.offset)}`
  const columns = `${productColumns}, s.price, s.payable, s.quantity, s.variants`
  const sql =
    words.length > 0 || attributes.length > 0
      ? `with found as materialized (
           select s.product_id from product_listings s join products p on p.id = s.product_id
            where ${filter})
         select ${columns}, (select count(*) from found)::int as total
           from found f join product_listings s on s.product_id = f.product_id and s.channel_id = $1
           join products p on p.id = s.product_id
          ${page}`
      : `select ${columns},
                (select count(*) from product_listings s where ${filter})::int as total
           from product_listings s join products p on p.id = s.product_id
          where ${filter}
          ${page}`
  const rows = await db.query<
    Omit<ListedProduct, 'variants'> & { variants: StoredVariant[]; total: number }
  >(sql, params)
  // As before the summary: a page past the end counts no products.
  const total = rows[0]?.total ?? 0
  return {
    rows: rows.map(({ total: _, variants, ...row }) => ({
      ...row,
      variants: variants.map((variant) => ({ ...variant, product_id: row.id })),
    })),
    total,
  }
}

export async function productsByIds(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return []
  return db.query<ProductRow>(
    `select ${productColumns} from products p where p.id in ${intsIn('$1')}`,
    [[...ids]],
  )
}

/** The variants of products with their listing in a channel (only those it lists). */
export async function variantListings(
  db: Db,
  productIds: readonly number[],
  channelId: number,
): Promise<Map<number, VariantListingRow[]>> {
  const rows =
    productIds.length === 0
      ? []
      : await db.query<VariantListingRow>(
          `select v.id as variant_id, v.product_id, v.sku, v.name, l.price, l.discount_kind,
                  l.discount_value, l.quantity
             from product_variants v join variant_listings l on l.variant_id = v.id
            where v.product_id in ${intsIn('$1')} and l.channel_id = $2
            order by v.id`,
          [[...productIds], channelId],
        )
  return groupBy(rows, (row) => row.product_id)
}

/** The products the given variants belong to. */
export async function productIdsOfVariants(
  db: Db,
  variantIds: readonly number[],
): Promise<number[]> {
  if (variantIds.length === 0) return []
  const rows = await db.query<{ product_id: number }>(
    `select distinct product_id from product_variants where id in ${intsIn('$1')}`,
    [[...variantIds]],
  )
  return rows.map((row) => row.product_id)
}

/** The product of a variant the channel lists, if it does. */
export async function listedProductOfVariant(
  db: Db,
  variantId: number,
  channelId: number,
): Promise<Pick<ProductRow, 'id' | 'metadata'> | undefined> {
  return db.one(
    `select p.id, p.metadata from product_variants v join products p on p.id = v.product_id
       join variant_listings l on l.variant_id = v.id and l.channel_id = $2
      where v.id = $1`,
    [variantId, channelId],
  )
}

/** Products by id with their category and whether the channel lists them (for banners). */
export async function productsListedIn(
  db: Db,
  productIds: readonly number[],
  channelId: number,
): Promise<(Pick<ProductRow, 'id' | 'category_id'> & { listed: boolean })[]> {
  if (productIds.length === 0) return []
  return db.query(
    `select p.id, p.category_id, exists (
        select 1 from product_variants v join variant_listings l on l.variant_id = v.id
         where v.product_id = p.id and l.channel_id = $2) as listed
       from products p where p.id in ${intsIn('$1')}`,
    [[...productIds], channelId],
  )
}

/** How many order lines each product has been on: the REST catalog shows it. */
export async function orderCounts(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map()
  const rows = await db.query<{ product_id: number; n: number }>(
    `select product_id, count(*)::int as n from order_lines
      where product_id in ${intsIn('$1')} group by product_id`,
    [[...productIds]],
  )
  return new Map(rows.map((row) => [row.product_id, row.n]))
}

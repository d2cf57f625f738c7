// Finding the products a channel lists: by category (with its subcategories), attribute
// values, ids and search words, in the order asked, one page at a time. Shared by the commerce
// GraphQL queries and the REST catalogue.
import type { Db } from '../db/database.ts'
import { escapeLike, intsIn, textsIn } from '../db/sql.ts'
import { productColumns, type ProductRow, type VariantListingRow } from './rows.ts'
import { orderSql, type ListingOrder } from './product-order.ts'
import { ensureStatistics } from './statistics.ts'

export interface AttributeCriterion {
  slug: string
  values: string[]
}

export interface ProductCriteria {
  channelId: number
  /** Categories with all their subcategories already included. */
  categoryIds?: number[] | null
  productIds?: number[] | null
  attributes?: AttributeCriterion[]
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
}

const stockSql = { ANY: '', IN_STOCK: 'where x.quantity > 0', OUT_OF_STOCK: 'where x.quantity = 0' }

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
  const where: string[] = []
  if (criteria.categoryIds) where.push(`p.category_id in ${intsIn(param(criteria.categoryIds))}`)
  if (criteria.productIds) where.push(`p.id in ${intsIn(param(criteria.productIds))}`)
  for (const word of criteria.searchWords ?? []) {
    where.push(`p.search_norm like ${param(`%${escapeLike(word)}%`)}`)
  }
  for (const attribute of criteria.attributes ?? []) {
    where.push(`exists (
      select 1 from product_attribute_values pav
        join attribute_values av on av.id = pav.value_id
        join attributes a on a.id = av.attribute_id
       where pav.product_id = p.id and a.slug = ${param(attribute.slug)}
         and av.slug in ${textsIn(param(attribute.values))})`)
  }
  const orderBy = orderSql(criteria.sort, criteria.sortAttributePk ?? null, param)
  // Filters narrow the products first; only theirs are summed up per channel.
  const rows = await db.query<ListedProduct & { total: number }>(
    `with x as (
       select p.id as product_id, min(l.price)::int as price, min(l.payable)::int as payable,
              sum(greatest(l.quantity, 0))::int as quantity
         from products p
         join product_variants v on v.product_id = p.id
         join variant_listings l on l.variant_id = v.id and l.channel_id = $1
        ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
        group by p.id)
     select ${productColumns}, x.price, x.payable, x.quantity, count(*) over ()::int as total
       from x join products p on p.id = x.product_id
      ${stockSql[criteria.stock ?? 'ANY']}
      order by ${orderBy}
      limit ${param(criteria.limit)} offset ${param(criteria.offset)}`,
    params,
  )
  const total = rows[0]?.total ?? 0
  return { rows: rows.map(({ total: _, ...row }) => row), total }
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
  const byProduct = new Map<number, VariantListingRow[]>()
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? []
    list.push(row)
    byProduct.set(row.product_id, list)
  }
  return byProduct
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

/** How many order lines each product has been on: the REST catalogue shows it. */
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

// The catalogue calls of sellers/* for REST clients (spec 1 §7): product sliders, the product
// listing with filters and sort, search, the filter panel and a product's delivery options,
// from the same data as the commerce GraphQL catalogue. (sellers/card/ is the cart's.)
import { z } from 'zod'
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/database.ts'
import { pick } from '../lib/language.ts'
import { restSortValues, sortKeyOfRest, sortOrders } from '#shared/domain/listing-sort.ts'
import { MIN_SEARCH_LENGTH, SEARCH_RESULT_LIMIT, searchWords } from '#shared/domain/search-text.ts'
import {
  attributesOfCategories,
  valuesInUse,
} from '../graphql/commerce/catalogue/attributes-data.ts'
import { allCategories, withDescendants } from '../graphql/commerce/catalogue/categories-data.ts'
import { findProducts } from '../graphql/commerce/catalogue/products-data.ts'
import {
  publishedPages,
  slotsOfPages,
  pageTypes,
} from '../graphql/commerce/catalogue/pages-data.ts'
import { channelOfCity } from './catalogue-city.ts'
import { createRouter, failWith, ok, queryOf, say, type RestContext } from './http.ts'
import { sellerProducts } from './seller-product.ts'

const id = z.coerce.number().int().positive()
const reserved = new Set(['city_id', 'category_id', 'sort', 'page', 'page_size', 'search'])
const PAGE_SIZE = 100

async function categoryIds(c: RestContext, db: Db, categoryId: number | undefined) {
  if (categoryId === undefined) return { categories: await allCategories(db), ids: null }
  const categories = await allCategories(db)
  if (!categories.some((category) => category.id === categoryId)) {
    failWith(404, say(c, 'Category not found.', 'الفئة غير موجودة.'))
  }
  return { categories, ids: withDescendants(categories, [categoryId]) }
}

/** Attribute filters of the query string: one parameter per attribute slug, values by comma. */
function attributeFilters(query: Record<string, string>) {
  return Object.entries(query)
    .filter(([key, value]) => !reserved.has(key) && value.trim() !== '')
    .map(([slug, value]) => ({
      slug,
      values: value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    }))
}

export const deliveryTypes = [
  'delivery',
  'service_in_location',
  'delivery_in_center',
  'service_in_center',
] as const

export function sellersCatalogueRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/product-sliders/', async (c) => {
    const query = queryOf(
      c,
      z.object({
        city_id: id.optional(),
        category_id: id.optional(),
        home_page: z.enum(['0', '1']).optional(),
      }),
    )
    const { channel, cityId } = await channelOfCity(c, db, query.city_id)
    const { ids } = await categoryIds(c, db, query.category_id)
    const types = await pageTypes(db, query.home_page === '1' ? ['home-page-banner'] : null)
    const pages = await publishedPages(db, { pageTypeIds: types.map((t) => t.id) })
    const slots = (
      await slotsOfPages(
        db,
        pages.map((p) => p.id),
      )
    ).filter((slot) => slot.slot === 'products-slider')
    const wanted = [...new Set(slots.flatMap((slot) => slot.product_ids))]
    const listed = channel.is_active
      ? await findProducts(db, {
          channelId: channel.id,
          productIds: wanted,
          categoryIds: ids,
          offset: 0,
          limit: Math.max(wanted.length, 1),
        })
      : { rows: [] }
    const products = await sellerProducts(db, listed.rows, {
      channel,
      cityId,
      language: c.get('language'),
    })
    const byId = new Map(products.map((product) => [product.product_id, product]))
    const sliders = slots
      .map((slot) => ({
        id: slot.id,
        name: pick(c.get('language'), slot.label_en, slot.label_ar),
        products: slot.product_ids.flatMap((pid) => byId.get(pid) ?? []),
      }))
      .filter((slider) => slider.products.length > 0)
    return ok(c, sliders)
  })

  router.get('/products/', async (c) => {
    const raw = c.req.query()
    const query = queryOf(
      c,
      z.object({
        city_id: id.optional(),
        category_id: id.optional(),
        sort: z.enum(Object.values(restSortValues) as [string, ...string[]]).optional(),
        page: id.default(1),
        page_size: id.max(PAGE_SIZE).default(PAGE_SIZE),
      }),
    )
    const { channel, cityId } = await channelOfCity(c, db, query.city_id)
    const { ids } = await categoryIds(c, db, query.category_id)
    const found = channel.is_active
      ? await findProducts(db, {
          channelId: channel.id,
          categoryIds: ids,
          attributes: attributeFilters(raw),
          sort: sortOrders[sortKeyOfRest(query.sort)],
          offset: (query.page - 1) * query.page_size,
          limit: query.page_size,
        })
      : { rows: [], total: 0 }
    const data = await sellerProducts(db, found.rows, {
      channel,
      cityId,
      language: c.get('language'),
    })
    const pages = Math.max(1, Math.ceil(found.total / query.page_size))
    return c.json({
      code: 200,
      message: '',
      data,
      pagination: {
        page: query.page,
        pages,
        count: found.total,
        next: query.page < pages ? query.page + 1 : null,
        previous: query.page > 1 ? query.page - 1 : null,
      },
    })
  })

  router.get('/products-search/', async (c) => {
    const query = queryOf(
      c,
      z.object({
        city_id: id.optional(),
        search: z
          .string()
          .trim()
          .min(MIN_SEARCH_LENGTH, say(c, 'Type at least 3 characters.', 'اكتب 3 أحرف على الأقل.')),
      }),
    )
    const { channel, cityId } = await channelOfCity(c, db, query.city_id)
    const found = channel.is_active
      ? await findProducts(db, {
          channelId: channel.id,
          searchWords: searchWords(query.search),
          offset: 0,
          limit: SEARCH_RESULT_LIMIT,
        })
      : { rows: [] }
    return ok(
      c,
      await sellerProducts(db, found.rows, { channel, cityId, language: c.get('language') }),
    )
  })

  router.get('/products-filters/', async (c) => {
    const raw = c.req.query()
    const query = queryOf(c, z.object({ city_id: id.optional(), category_id: id }))
    const { channel } = await channelOfCity(c, db, query.city_id)
    const { ids } = await categoryIds(c, db, query.category_id)
    const scope = ids ?? []
    const attributes = (await attributesOfCategories(db, scope)).filter(
      (attribute) => attribute.metadata['filter'] !== 'false',
    )
    const values = channel.is_active
      ? await valuesInUse(
          db,
          attributes.map((a) => a.id),
          scope,
          channel.id,
        )
      : new Map()
    const active = new Map(attributeFilters(raw).map((f) => [f.slug, new Set(f.values)]))
    const language = c.get('language')
    const groups = attributes
      .map((attribute) => ({
        type: 'collapse' as const,
        key: attribute.slug,
        label: pick(language, attribute.name_en, attribute.name_ar),
        options: (values.get(attribute.id) ?? []).map(
          (value: { slug: string; name_en: string; name_ar: string }) => ({
            key: value.slug,
            label: pick(language, value.name_en, value.name_ar),
            active: active.get(attribute.slug)?.has(value.slug) ?? false,
          }),
        ),
      }))
      .filter((group) => group.options.length > 0)
    return ok(c, groups)
  })

  router.get('/product-delivery/', async (c) => {
    const query = queryOf(
      c,
      z.object({
        seller_product_id: id,
        city_id: id.optional(),
        type: z.enum(deliveryTypes).default('delivery'),
      }),
    )
    const { channel, cityId } = await channelOfCity(c, db, query.city_id)
    const product = await db.one<{ id: number; metadata: Record<string, string> }>(
      `select p.id, p.metadata from product_variants v join products p on p.id = v.product_id
         join variant_listings l on l.variant_id = v.id and l.channel_id = $2
        where v.id = $1`,
      [query.seller_product_id, channel.id],
    )
    if (!product || !channel.is_active) {
      failWith(
        404,
        say(c, 'This product is not sold in your city.', 'هذا المنتج غير متوفر في مدينتك.'),
      )
    }
    const service = product.metadata['service'] === 'true'
    const allowed = service
      ? ['service_in_location', 'service_in_center']
      : ['delivery', 'delivery_in_center']
    if (!allowed.includes(query.type)) {
      failWith(
        400,
        say(
          c,
          'This delivery type is not offered for this product.',
          'نوع التوصيل هذا غير متاح لهذا المنتج.',
        ),
        { allowed_types: allowed },
      )
    }
    const inCenter = query.type.endsWith('_in_center')
    const centers =
      inCenter && cityId !== null
        ? await db.query<{
            id: number
            name_en: string
            name_ar: string
            region: string
            region_ar: string
          }>(
            `select id, name_en, name_ar, region, region_ar from service_centers
              where city_id = $1 and is_active order by id`,
            [cityId],
          )
        : []
    const language = c.get('language')
    const today = new Date()
    const dates = Array.from({ length: 7 }, (_, i) => {
      const day = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + i + 1),
      )
      return day.toISOString().slice(0, 10)
    })
    return ok(c, {
      type: query.type,
      allowed_types: allowed,
      dates,
      shifts: [
        { id: 'normal', name: pick(language, 'Normal hour', 'الساعة العادية') },
        { id: 'happy', name: pick(language, 'Happy hour', 'ساعة السعادة') },
      ],
      service_centers: centers.map((center) => ({
        id: center.id,
        name: pick(language, center.name_en, center.name_ar),
        region: pick(language, center.region, center.region_ar),
      })),
    })
  })

  return router
}

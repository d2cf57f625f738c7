// The catalog calls of sellers/* for REST clients (spec 1 §7): product sliders, the product
// listing with filters and sort, search, the filter panel and a product's delivery options,
// from the same data as the commerce GraphQL catalog. (sellers/card/ is the cart's.)
import { deliveryTypes } from '#shared/contracts/rest/cart.ts'
import {
  productDelivery,
  productSliders,
  products as productListing,
  productsFilters,
  productsSearch,
  sortKeyOfRest,
} from '#shared/contracts/rest/sellers.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'
import { SEARCH_RESULT_LIMIT, searchWords } from '#shared/domain/search-text.ts'
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/database.ts'
import { pick } from '../lib/language.ts'
import { attributesOfCategories, valuesInUse } from '../catalog/attributes.ts'
import {
  attributeFilterProblem,
  resolveAttributeFilter,
  type AttributeCriterion,
} from '../catalog/attribute-filter.ts'
import { allCategories, withDescendants } from '../catalog/categories.ts'
import { publishedPages, slotsOfPages, pageTypes } from '../catalog/pages.ts'
import { findProducts, listedProductOfVariant } from '../catalog/products.ts'
import { activeCentersOfCity } from '../service-center/centers.ts'
import { channelOfCity } from './catalog-city.ts'
import { failWith, ok, reply, say, type RestContext } from './http.ts'
import { restRouter } from './rest-router.ts'
import { sellerProducts } from './seller-product.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

const reserved = new Set(['city_id', 'category_id', 'sort', 'page', 'page_size', 'search'])

async function categoryIds(c: RestContext, db: Db, categoryId: number | undefined) {
  if (categoryId === undefined) return { categories: await allCategories(db), ids: null }
  const categories = await allCategories(db)
  if (!categories.some((category) => category.id === categoryId)) {
    failWith(404, say(c, msg('Category not found.')))
  }
  return { categories, ids: withDescendants(categories, [categoryId]) }
}

/**
 * Attribute filters of the query string: one parameter per attribute slug, values by comma,
 * refused (400) past the limits of attribute-filter.ts.
 */
function attributeFilters(c: RestContext, query: Record<string, unknown>): AttributeCriterion[] {
  const criteria = Object.entries(query)
    .filter(
      (entry): entry is [string, string] =>
        !reserved.has(entry[0]) && typeof entry[1] === 'string' && entry[1].trim() !== '',
    )
    .map(([slug, value]) => ({
      slug,
      values: value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    }))
  const problem = attributeFilterProblem(criteria, c.get('language'))
  return problem === null ? criteria : failWith(400, problem)
}

export function sellersCatalogRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(productSliders, async (c, { query }) => {
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
    return ok(sliders)
  })

  on(productListing, async (c, { query }) => {
    const { channel, cityId } = await channelOfCity(c, db, query.city_id)
    const criteria = attributeFilters(c, query)
    const { ids } = await categoryIds(c, db, query.category_id)
    // A parameter naming no attribute of the catalog is not a filter (a link's tracking
    // parameter, say): it is left out, as if not sent.
    const known = await resolveAttributeFilter(db, criteria, { unknownNames: 'ignore' })
    const found =
      channel.is_active && known !== null
        ? await findProducts(db, {
            channelId: channel.id,
            categoryIds: ids,
            attributeValueIds: known,
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
    return reply({
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

  on(productsSearch, async (c, { query }) => {
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
      await sellerProducts(db, found.rows, { channel, cityId, language: c.get('language') }),
    )
  })

  on(productsFilters, async (c, { query }) => {
    const active = new Map(attributeFilters(c, query).map((f) => [f.slug, new Set(f.values)]))
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
    return ok(groups)
  })

  on(productDelivery, async (c, { query }) => {
    const { channel, cityId } = await channelOfCity(c, db, query.city_id)
    const product = await listedProductOfVariant(db, query.seller_product_id, channel.id)
    if (!product || !channel.is_active) {
      failWith(404, say(c, msg('This product is not sold in your city.')))
    }
    const service = product.metadata['service'] === 'true'
    const allowed = deliveryTypes.filter((type) =>
      service ? type.startsWith('service_') : type.startsWith('delivery'),
    )
    if (!allowed.includes(query.type)) {
      failWith(400, say(c, msg('This delivery type is not offered for this product.')), {
        allowed_types: allowed,
      })
    }
    const inCenter = query.type.endsWith('_in_center')
    const centers = inCenter && cityId !== null ? await activeCentersOfCity(db, cityId) : []
    const language = c.get('language')
    const today = new Date()
    const dates = Array.from({ length: 7 }, (_, i) => {
      const day = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + i + 1),
      )
      return day.toISOString().slice(0, 10)
    })
    return ok({
      type: query.type,
      allowed_types: allowed,
      dates,
      shifts: [
        { id: 'normal' as const, name: translate(language, msg('Normal hour')) },
        {
          id: 'happy' as const,
          name: translate(language, msg('Happy hour')),
        },
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

// content/slider/: the home banners for REST clients, from the content pages' banner slots.
// `location` picks a slot family (top-header, top-image, bottom-image, left-image,
// right-image, popup); a category keeps banners whose product is in it; a city keeps banners
// whose product its channel lists (banners to external pages always show). mobile=1 and
// desktop=1 get the same pictures: they are drawn for any width.
import { slider } from '#shared/contracts/rest/content.ts'
import type { AppDeps } from '../app-deps.ts'
import { pick } from '../lib/language.ts'
import { allCategories, withDescendants } from '../catalog/categories.ts'
import { productLink } from '../catalog/links.ts'
import { slotsOfPages, publishedPages } from '../catalog/pages.ts'
import { productsListedIn } from '../catalog/products.ts'
import { channelOfCity } from './catalog-city.ts'
import { ok } from './http.ts'
import { restRouter } from './rest-router.ts'

const slotFamily = (slot: string) => slot.replace(/-\d+$/, '')

export function contentSliderRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps
  on(slider, async (c, { query }) => {
    const { channel } = await channelOfCity(c, db, query.city_id)
    const pages = await publishedPages(db, {})
    const slots = (
      await slotsOfPages(
        db,
        pages.map((page) => page.id),
      )
    ).filter(
      (slot) =>
        slot.slot !== 'products-slider' &&
        (!query.location || slotFamily(slot.slot) === slotFamily(query.location)),
    )
    const productIds = slots.flatMap((slot) => (slot.product_id === null ? [] : [slot.product_id]))
    const products = await productsListedIn(db, productIds, channel.id)
    const productOf = new Map(products.map((product) => [product.id, product]))
    const inCategory = query.category_id
      ? new Set(withDescendants(await allCategories(db), [query.category_id]))
      : null
    const language = c.get('language')
    const banners = slots.flatMap((slot) => {
      const product = slot.product_id === null ? null : productOf.get(slot.product_id)
      if (product && (!product.listed || !channel.is_active)) return []
      if (inCategory && (!product || !inCategory.has(product.category_id))) return []
      const link = product ? productLink(product.id) : null
      return [
        {
          id: slot.id,
          type: 'banner' as const,
          location: slot.slot,
          label: pick(language, slot.label_en, slot.label_ar),
          image: slot.image_url,
          image_2: slot.image_url,
          color: '',
          use_details: product !== null && product !== undefined,
          use_details_2: product !== null && product !== undefined,
          url: link ?? slot.external_url,
          url_2: link ?? slot.external_url,
          product: product?.id ?? null,
          product_2: product?.id ?? null,
          external_url: slot.external_url,
          external_url_2: slot.external_url,
        },
      ]
    })
    return ok(banners)
  })
  return router
}

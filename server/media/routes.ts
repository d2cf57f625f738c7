// /media/*: the catalog's pictures, drawn on request from the database (see images.ts), so
// the demo needs no image files and no network. Cached by browsers and the service worker.
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import {
  bannerImageSvg,
  categoryImageSvg,
  gatewayLogoSvg,
  productImageSvg,
  shippingMethodImageSvg,
} from './images.ts'
import { isStoredId } from '#shared/domain/storable.ts'

const svg = (c: Context, body: string) =>
  c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=604800',
  })

// An id the database can hold (a larger one is simply not there: 404, never a database error).
const idOf = (file: string | undefined) => {
  const match = /^(\d{1,10})\.svg$/.exec(file ?? '')
  const id = match ? Number(match[1]) : null
  return id !== null && isStoredId(id) ? id : null
}

// Banner proportions by slot: wide strips for the header and image rows, tall for the popup.
function bannerSize(slot: string): { width: number; height: number } {
  if (slot === 'popup') return { width: 600, height: 800 }
  if (slot === 'left-image' || slot === 'right-image') return { width: 600, height: 600 }
  if (slot.startsWith('top-header')) return { width: 1200, height: 500 }
  return { width: 1200, height: 400 }
}

export function mediaRoutes(deps: AppDeps) {
  const media = new Hono()
  const { db } = deps

  media.get('/products/:file', async (c) => {
    const id = idOf(c.req.param('file'))
    const product = id
      ? await db.one<{ id: number; name_en: string; image_hue: number; root: string }>(
          `with recursive up as (
             select id, parent_id, slug from categories where id = (select category_id from products where id = $1)
             union all select c.id, c.parent_id, c.slug from categories c join up on c.id = up.parent_id)
           select p.id, p.name_en, p.image_hue, (select slug from up where parent_id is null) as root
             from products p where p.id = $1`,
          [id],
        )
      : undefined
    if (!product) return c.notFound()
    return svg(
      c,
      productImageSvg({
        id: product.id,
        name: product.name_en,
        hue: product.image_hue,
        category: product.root,
      }),
    )
  })

  media.get('/banners/:file', async (c) => {
    const id = idOf(c.req.param('file'))
    const slot = id
      ? await db.one<{ slot: string; label_en: string; label_ar: string; category: string | null }>(
          `select s.slot, s.label_en, s.label_ar, c.slug as category
             from page_slots s left join products p on p.id = s.product_id
             left join categories c on c.id = p.category_id where s.id = $1`,
          [id],
        )
      : undefined
    if (!slot) return c.notFound()
    const label = [slot.label_en, slot.label_ar].filter(Boolean).join(' · ') || 'HiG'
    return svg(
      c,
      bannerImageSvg({
        label,
        hue: (id! * 47) % 360,
        category: slot.category ?? '',
        ...bannerSize(slot.slot),
        // The popup shows its label beside the picture (decision 219).
        drawnLabel: slot.slot !== 'popup',
      }),
    )
  })

  media.get('/categories/:file', async (c) => {
    const id = idOf(c.req.param('file'))
    const category = id
      ? await db.one<{ name_en: string }>('select name_en from categories where id = $1', [id])
      : undefined
    if (!category) return c.notFound()
    return svg(c, categoryImageSvg({ name: category.name_en, hue: (id! * 61) % 360 }))
  })

  media.get('/gateways/:file', async (c) => {
    const match = /^([\w-]+)\.svg$/.exec(c.req.param('file'))
    const gateway = match
      ? await db.one<{ name: string }>('select name from payment_gateways where id = $1', [
          match[1],
        ])
      : undefined
    if (!gateway) return c.notFound()
    return svg(c, gatewayLogoSvg({ name: gateway.name }))
  })

  media.get('/shipping/:file', async (c) => {
    const id = idOf(c.req.param('file'))
    const method = id
      ? await db.one<{ name_en: string }>('select name_en from shipping_methods where id = $1', [
          id,
        ])
      : undefined
    if (!method) return c.notFound()
    return svg(c, shippingMethodImageSvg({ name: method.name_en, hue: (id! * 83) % 360 }))
  })

  return media
}

// Products, their single variant, their price and stock in every Omani channel, and their
// attribute values. The fixtures of demo.ts come first (ids 1..6) with fixed prices; then
// leaves take turns by weight, so the first N products are the same whatever the count.
import type { Catalog } from './build-catalog.ts'
import type { Geography } from './build-locations.ts'
import type { Clock } from './clock.ts'
import { productBrands, origins } from './data/product-brands.ts'
import type { LeafTemplate, ServiceTerms } from './data/templates/template-types.ts'
import { leafTemplates } from './data/templates/leaf-templates.ts'
import { demoChannels, fixtureProducts, type FixtureProduct } from './demo.ts'
import { createRng, type Rng } from './prng.ts'
import {
  findCandidate,
  leafCandidates,
  weightedSchedule,
  type Candidate,
} from './product-candidates.ts'
import { productDescription } from './product-description.ts'
import type { ListingRow, ProductRow } from './rows.ts'
import { uniqueSlugs } from './slug.ts'
import type { SeedTables } from './tables.ts'

export interface ProductInfo {
  row: ProductRow
  variantId: number
  leaf: string
  rootSlug: string
  rootCategoryId: number
  service: ServiceTerms | undefined
  listings: Map<number, ListingRow>
}

export interface Products {
  all: ProductInfo[]
  byLeaf: Map<string, ProductInfo[]>
  byId: Map<number, ProductInfo>
}

const rootHues: Record<string, number> = {
  'engine-oil': 32,
  tire: 215,
  battery: 130,
  carwash: 190,
  automobile: 255,
  motorcycle: 285,
  sales: 355,
}

export function buildProducts(
  t: SeedTables,
  catalog: Catalog,
  geo: Geography,
  clock: Clock,
  productCount: number,
): Products {
  const products: Products = { all: [], byLeaf: new Map(), byId: new Map() }
  const templateOf = new Map(leafTemplates.map((tpl) => [tpl.leaf, tpl]))
  const slugFor = uniqueSlugs()
  const thinChannelId = geo.provinceBySlug.get(demoChannels.thin)?.channel_id
  const channelFactor = new Map(geo.omanChannelIds.map((id, i) => [id, 1 + ((i * 3) % 5) / 100]))

  const add = (candidate: Candidate, fixture?: FixtureProduct) => {
    const id = t.products.length + 1
    const rng = createRng(`product:${id}`)
    const template = candidate.template
    const category = catalog.categoryBySlug.get(template.leaf)
    if (!category) throw new Error(`no category ${template.leaf}`)
    const root = catalog.rootOf.get(category.id) ?? category
    const listings = planListings(
      rng,
      candidate,
      template,
      geo.omanChannelIds,
      channelFactor,
      thinChannelId,
      fixture,
    )
    const first = listings[0]
    const row: ProductRow = {
      id,
      slug: slugFor(candidate.nameEn),
      category_id: category.id,
      name_en: candidate.nameEn,
      name_ar: candidate.nameAr,
      description_en: template.description.en,
      description_ar: template.description.ar,
      rating: fixture ? 480 - id * 10 : Math.round(500 * rng.next() ** 1.6),
      visible_discount_type: first?.discount_kind === 'fixed' ? 'fixed' : 'percentage',
      image_hue: ((rootHues[root.slug] ?? 200) + rng.int(-24, 24) + 360) % 360,
      metadata: template.service
        ? {
            service: 'true',
            usage_limit_type: template.service.usageLimitType,
            usage_limit: String(template.service.usageLimit),
            validity_days: String(template.service.validityDays),
          }
        : {},
      created_at: clock.at(-rng.int(1, 420), rng.int(8, 20), rng.int(0, 59)),
      search_text: searchText(candidate),
    }
    t.products.push(row)
    const brand = productBrands[candidate.brand]
    const sku = `${candidate.brand
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 4)
      .toUpperCase()}-${String(id).padStart(6, '0')}`
    t.product_variants.push({ id, product_id: id, sku, name: '' })
    for (const listing of listings) t.variant_listings.push({ ...listing, variant_id: id })

    const refs = new Set([...candidate.values, `brand:${candidate.brand}`])
    if (brand) refs.add(`origin:${brand.origin}`)
    const valueIds = [...refs].map((ref) => catalog.valueId(ref))
    valueIds.push(
      catalog.valueId(`sku-group:${template.leaf}`, {
        en: `SG-${template.leaf.toUpperCase()}`,
        ar: `SG-${template.leaf.toUpperCase()}`,
      }),
    )
    const originNames = brand ? origins[brand.origin] : undefined
    valueIds.push(
      catalog.valueId(
        `description:product-${id}`,
        productDescription(row, brand?.en ?? '', originNames?.[0] ?? ''),
      ),
    )
    for (const valueId of valueIds)
      t.product_attribute_values.push({ product_id: id, value_id: valueId })

    const info: ProductInfo = {
      row,
      variantId: id,
      leaf: template.leaf,
      rootSlug: root.slug,
      rootCategoryId: root.id,
      service: template.service,
      listings: new Map(listings.map((l) => [l.channel_id, { ...l, variant_id: id }])),
    }
    products.all.push(info)
    products.byId.set(id, info)
    const list = products.byLeaf.get(template.leaf) ?? []
    list.push(info)
    products.byLeaf.set(template.leaf, list)
  }

  const fixtures: FixtureProduct[] = Object.values(fixtureProducts).sort((a, b) => a.id - b.id)
  for (const fixture of fixtures) {
    const template = templateOf.get(fixture.leaf)
    if (!template) throw new Error(`no template for ${fixture.leaf}`)
    add(findCandidate(template, fixture.nameEn), fixture)
  }

  const skip = new Set(fixtures.map((f) => f.nameEn))
  const streams = leafTemplates.map((tpl) => leafCandidates(tpl, skip))
  const schedule = weightedSchedule(leafTemplates.map((tpl) => tpl.weight))
  while (t.products.length < productCount) {
    const next = streams[schedule.next().value ?? 0]?.next()
    if (next && !next.done) add(next.value)
  }
  return products
}

function searchText(candidate: Candidate): string {
  const brand = productBrands[candidate.brand]
  return [candidate.nameEn, candidate.nameAr, brand?.en ?? '', brand?.ar ?? '']
    .join(' ')
    .replaceAll('\u200f', '')
    .toLowerCase()
}

type PlannedListing = Omit<ListingRow, 'variant_id'>

function planListings(
  rng: Rng,
  candidate: Candidate,
  template: LeafTemplate,
  channelIds: readonly number[],
  channelFactor: ReadonlyMap<number, number>,
  thinChannelId: number | undefined,
  fixture: FixtureProduct | undefined,
): PlannedListing[] {
  if (fixture) {
    return channelIds.map((channel_id) => ({
      channel_id,
      price: fixture.price,
      discount_kind: fixture.discountKind,
      discount_value: fixture.discountValue,
      quantity: fixture.quantity,
    }))
  }
  const onSale = template.leaf === 'sales'
  const discounted = onSale || rng.chance(0.3)
  const kind: PlannedListing['discount_kind'] = !discounted
    ? 'none'
    : !onSale && rng.chance(0.45)
      ? 'fixed'
      : 'percentage'
  const percent = onSale ? rng.pick([15, 20, 25, 30]) : rng.pick([5, 10, 15, 20, 25, 30])
  const fixedAmount = Math.max(
    100,
    Math.round((candidate.price * (0.05 + rng.next() * 0.2)) / 100) * 100,
  )
  const soldOut = rng.chance(0.085)
  // Services are not stocked goods: they are always available.
  const service = template.service !== undefined
  const inThin = rng.chance(0.4)
  const listings: PlannedListing[] = []
  for (const channel_id of channelIds) {
    if (channel_id === thinChannelId && !inThin) continue
    const factor = channelFactor.get(channel_id) ?? 1
    const nudge = rng.chance(0.2) ? rng.pick([-200, -100, 100, 200]) : 0
    const price = Math.min(
      250_000,
      Math.max(500, Math.round((candidate.price * factor) / 100) * 100 + nudge),
    )
    listings.push({
      channel_id,
      price,
      discount_kind: kind,
      discount_value:
        kind === 'fixed' ? Math.min(fixedAmount, price - 100) : kind === 'percentage' ? percent : 0,
      quantity: service ? 200 : soldOut || rng.chance(0.01) ? 0 : rng.int(1, 200),
    })
  }
  return listings
}

const fixtureIds = new Set<number>(Object.values(fixtureProducts).map((f) => f.id))

/** The first products of a leaf that a channel lists in stock, fixtures left out. */
export function pickInStock(
  products: Products,
  leaf: string,
  channelId: number,
  count = 1,
  skip = 0,
): ProductInfo[] {
  const found = (products.byLeaf.get(leaf) ?? []).filter(
    (p) => !fixtureIds.has(p.row.id) && (p.listings.get(channelId)?.quantity ?? 0) > 0,
  )
  const picked = found.slice(skip, skip + count)
  if (picked.length < count)
    throw new Error(`not enough products in ${leaf} for channel ${channelId}`)
  return picked
}

export function pickOne(
  products: Products,
  leaf: string,
  channelId: number,
  skip = 0,
): ProductInfo {
  const [first] = pickInStock(products, leaf, channelId, 1, skip)
  if (!first) throw new Error(`no product in ${leaf}`)
  return first
}

export function fixture(products: Products, key: keyof typeof fixtureProducts): ProductInfo {
  const info = products.byId.get(fixtureProducts[key].id)
  if (!info) throw new Error(`no fixture ${key}`)
  return info
}

// The home page from its content pages (spec: page types home-page-banner and header). The
// header page's top-header-N banners make the carousel; each home page is a content block,
// ordered by its priority, laid out by slot: top-image-N banners first, then the left-image
// and right-image pair, the products sliders, and bottom-image-N banners last. The popup slot
// is the popup banner. A banner opens its product, or else its external address.
import type { HomeContentQuery } from '../../../api/generated/commerce.ts'
import { metadataValue } from '../metadata.ts'

type PageNode = NonNullable<HomeContentQuery['pages']>['edges'][number]['node']
type SlotNode = PageNode['attributes'][number]

export interface Banner {
  id: string
  slot: string
  label: string
  image: string | null
  productId: string | null
  externalUrl: string | null
}

type HomeItem =
  | { kind: 'banner'; banner: Banner }
  | { kind: 'pair'; left: Banner | null; right: Banner | null }
  | { kind: 'slider'; id: string; name: string; productIds: string[] }

export interface HomeBlock {
  id: string
  title: string
  items: HomeItem[]
}

export interface HomeContent {
  header: Banner[]
  blocks: HomeBlock[]
  popup: Banner | null
  sliderProductIds: string[]
}

const slotNumber = (slot: string) => Number(/-(\d+)$/.exec(slot)?.[1] ?? 0)

function isSafeExternal(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url)
}

function bannerOf(slot: SlotNode, language: string): Banner | null {
  const value = slot.values[0]
  if (!value) return null
  const arabic = value.translation?.name?.trim()
  return {
    id: value.id,
    slot: slot.attribute.slug,
    label: (language === 'ar' && arabic ? arabic : value.name) ?? '',
    image: value.file?.url ?? null,
    productId: value.reference ?? null,
    externalUrl: isSafeExternal(value.plainText) ? value.plainText : null,
  }
}

function sliderOf(page: PageNode, slot: SlotNode, index: number, language: string): HomeItem {
  const arabic = slot.attribute.translation?.name?.trim()
  return {
    kind: 'slider',
    id: `${page.id}:${index}`,
    name: language === 'ar' && arabic ? arabic : slot.attribute.name,
    productIds: slot.values.flatMap((value) => (value.reference ? [value.reference] : [])),
  }
}

function blockOf(page: PageNode, language: string): { block: HomeBlock; popup: Banner | null } {
  const top: HomeItem[] = []
  const sliders: HomeItem[] = []
  const bottom: HomeItem[] = []
  let left: Banner | null = null
  let right: Banner | null = null
  let popup: Banner | null = null
  page.attributes.forEach((slot, index) => {
    const name = slot.attribute.slug
    if (name === 'products-slider') {
      sliders.push(sliderOf(page, slot, index, language))
      return
    }
    const banner = bannerOf(slot, language)
    if (!banner) return
    if (name === 'popup') popup ??= banner
    else if (name === 'left-image') left ??= banner
    else if (name === 'right-image') right ??= banner
    else if (name.startsWith('top-image')) top.push({ kind: 'banner', banner })
    else if (name.startsWith('bottom-image')) bottom.push({ kind: 'banner', banner })
  })
  const bySlot = (a: HomeItem, b: HomeItem) =>
    a.kind === 'banner' && b.kind === 'banner'
      ? slotNumber(a.banner.slot) - slotNumber(b.banner.slot)
      : 0
  const pair: HomeItem[] = left || right ? [{ kind: 'pair', left, right }] : []
  const arabicTitle = page.translation?.title?.trim()
  return {
    block: {
      id: page.id,
      title: language === 'ar' && arabicTitle ? arabicTitle : page.title,
      items: [...top.sort(bySlot), ...pair, ...sliders, ...bottom.sort(bySlot)],
    },
    popup,
  }
}

export function homeContent(data: HomeContentQuery | undefined, language: string): HomeContent {
  const types = data?.pageTypes?.edges.map((edge) => edge.node) ?? []
  const typeIds = (slug: string) => new Set(types.filter((t) => t.slug === slug).map((t) => t.id))
  const headerTypes = typeIds('header')
  const homeTypes = typeIds('home-page-banner')
  const pages = data?.pages?.edges.map((edge) => edge.node) ?? []
  const priority = (page: PageNode) => Number(metadataValue(page.metadata, 'priority') ?? 0)

  const header = pages
    .filter((page) => headerTypes.has(page.pageType.id))
    .flatMap((page) =>
      page.attributes.filter((slot) => /^top-header-\d+$/.test(slot.attribute.slug)),
    )
    .sort((a, b) => slotNumber(a.attribute.slug) - slotNumber(b.attribute.slug))
    .flatMap((slot) => bannerOf(slot, language) ?? [])

  let popup: Banner | null = null
  const blocks: HomeBlock[] = []
  for (const page of pages
    .filter((page) => homeTypes.has(page.pageType.id))
    .sort((a, b) => priority(a) - priority(b))) {
    const built = blockOf(page, language)
    popup ??= built.popup
    if (built.block.items.length > 0) blocks.push(built.block)
  }
  const sliderProductIds = [
    ...new Set(
      blocks.flatMap((block) =>
        block.items.flatMap((item) => (item.kind === 'slider' ? item.productIds : [])),
      ),
    ),
  ]
  return { header, blocks, popup, sliderProductIds }
}

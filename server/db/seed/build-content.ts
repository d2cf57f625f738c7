// Page types, the header page and the home page's content blocks with their banner slots.
import type { Products } from './build-products.ts'
import { contentPages, type BannerTarget } from './data/content-pages.ts'
import { fixtureProducts } from './demo.ts'
import type { SeedTables } from './tables.ts'

const editorTime = 1_735_689_600_000
const paragraph = (id: string, text: string) => ({
  time: editorTime,
  version: '2.28.2',
  blocks: [{ id, type: 'paragraph', data: { text } }],
})

export function buildContent(t: SeedTables, products: Products, muscatChannelId: number): void {
  t.page_types.push(
    { id: 1, slug: 'home-page-banner', name: 'Home page banner' },
    { id: 2, slug: 'header', name: 'Header' },
  )
  const inStock = (id: number) =>
    (products.byId.get(id)?.listings.get(muscatChannelId)?.quantity ?? 0) > 0
  const productFor = (target: BannerTarget): number | null => {
    if ('fixture' in target) return fixtureProducts[target.fixture].id
    if ('leaf' in target) {
      const first = products.byLeaf.get(target.leaf)?.find((p) => inStock(p.row.id))
      return first?.row.id ?? null
    }
    return null
  }
  const slider = (root: string, size: number) =>
    products.all
      .filter((p) => (root === '' || p.rootSlug === root) && inStock(p.row.id))
      .sort((a, b) => b.row.rating - a.row.rating || a.row.id - b.row.id)
      .slice(0, size)
      .map((p) => p.row.id)

  let homePriority = 0
  contentPages.forEach((def, pageIndex) => {
    const pageId = pageIndex + 1
    const priority = def.type === 'header' ? 1 : ++homePriority
    t.pages.push({
      id: pageId,
      page_type_id: def.type === 'header' ? 2 : 1,
      slug: def.slug,
      title_en: def.en,
      title_ar: def.ar,
      content_en: paragraph(`${def.slug}-en`, def.en),
      content_ar: paragraph(`${def.slug}-ar`, def.ar),
      is_published: true,
      metadata: { priority: String(priority) },
    })
    def.slots.forEach((slot, index) => {
      const id = t.page_slots.length + 1
      const isSlider = slot.slot === 'products-slider'
      t.page_slots.push({
        id,
        page_id: pageId,
        slot: slot.slot,
        sort: index + 1,
        label_en: slot.en,
        label_ar: slot.ar,
        image_url: isSlider ? null : `/media/banners/${id}.svg`,
        product_id: slot.target ? productFor(slot.target) : null,
        external_url: slot.target && 'url' in slot.target ? slot.target.url : null,
        product_ids: isSlider ? slider(slot.sliderRoot ?? '', 8 + ((pageId + index) % 5)) : [],
      })
    })
  })
}

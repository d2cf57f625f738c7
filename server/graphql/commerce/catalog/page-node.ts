// Content pages. Each banner slot of a page is one of its attributes, named by the slot
// (top-header-1, popup, products-slider...): a banner's value holds the image (file), the
// product it opens (reference) and the external address it opens instead (plainText); a
// products slider's values reference its products, in order. The slot's label is the
// attribute's name, translated.
import type { GraphQLContext } from '../../context.ts'
import { toGlobalId } from '../global-id.ts'
import { metadataItems, isArabic } from './money.ts'
import { pageTypes, slotsOfPages } from '../../../catalog/pages.ts'
import type { PageRow, PageTypeRow, SlotRow } from '../../../catalog/rows.ts'
import { loaderFor, memo } from './request-cache.ts'

type Translatable = { languageCode?: string | null }

export function pageTypeNode(row: PageTypeRow) {
  return {
    __typename: 'PageType',
    id: toGlobalId('PageType', row.id),
    slug: row.slug,
    name: row.name,
  }
}

function slotValues(slot: SlotRow) {
  const translation = (args: Translatable) =>
    isArabic(args)
      ? {
          __typename: 'AttributeValueTranslation',
          name: slot.label_ar,
          plainText: slot.external_url,
          richText: null,
        }
      : null
  if (slot.slot === 'products-slider') {
    return slot.product_ids.map((productId) => ({
      __typename: 'AttributeValue',
      id: toGlobalId('AttributeValue', `slot-${slot.id}-${productId}`),
      slug: `product-${productId}`,
      name: slot.label_en,
      inputType: 'REFERENCE',
      reference: toGlobalId('Product', productId),
      plainText: null,
      richText: null,
      file: null,
      translation,
    }))
  }
  return [
    {
      __typename: 'AttributeValue',
      id: toGlobalId('AttributeValue', `slot-${slot.id}`),
      slug: `banner-${slot.id}`,
      name: slot.label_en,
      inputType: 'FILE',
      reference: slot.product_id === null ? null : toGlobalId('Product', slot.product_id),
      plainText: slot.external_url,
      richText: null,
      file: slot.image_url
        ? { __typename: 'File', url: slot.image_url, contentType: 'image/svg+xml' }
        : null,
      translation,
    },
  ]
}

function slotAttribute(slot: SlotRow) {
  return {
    __typename: 'SelectedAttribute',
    attribute: {
      __typename: 'Attribute',
      id: toGlobalId('Attribute', `slot-${slot.id}`),
      slug: slot.slot,
      name: slot.label_en,
      inputType: slot.slot === 'products-slider' ? 'REFERENCE' : 'FILE',
      metadata: [],
      translation: (args: Translatable) =>
        isArabic(args) ? { __typename: 'AttributeTranslation', name: slot.label_ar } : null,
      choices: () => ({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } }),
    },
    values: slotValues(slot),
  }
}

export function pageNode(ctx: GraphQLContext, row: PageRow) {
  const slots = loaderFor<number, SlotRow[]>(ctx, 'page-slots', async (ids) => {
    const rows = await slotsOfPages(ctx.db, ids)
    const byPage = new Map<number, SlotRow[]>()
    for (const slot of rows) byPage.set(slot.page_id, [...(byPage.get(slot.page_id) ?? []), slot])
    return byPage
  })
  return {
    __typename: 'Page',
    id: toGlobalId('Page', row.id),
    slug: row.slug,
    title: row.title_en,
    content: row.content_en ? JSON.stringify(row.content_en) : null,
    metadata: metadataItems(row.metadata),
    translation: (args: Translatable) =>
      isArabic(args)
        ? {
            __typename: 'PageTranslation',
            title: row.title_ar,
            content: row.content_ar ? JSON.stringify(row.content_ar) : null,
          }
        : null,
    pageType: async () => {
      const types = await memo(ctx, 'page-types', () => pageTypes(ctx.db, null))
      const type = types.find((t) => t.id === row.page_type_id)
      return type ? pageTypeNode(type) : null
    },
    attributes: async () => ((await slots(row.id)) ?? []).map(slotAttribute),
  }
}

// The detail sections of a product: one per attribute, titled in the person's language, each
// listing rich text (EditorJS blocks) or plain names. Attributes whose metadata says
// detail=false are not shown.
import type { ProductDetailFieldsFragment } from '../../../api/generated/commerce.ts'
import { metadataValue } from '../metadata.ts'

export type RichBlock =
  | { type: 'paragraph'; html: string }
  | { type: 'header'; html: string; level: number }
  | { type: 'list'; ordered: boolean; items: string[] }

type SectionItem = { kind: 'rich'; blocks: RichBlock[] } | { kind: 'text'; text: string }

export interface DetailSection {
  slug: string
  title: string
  items: SectionItem[]
}

/** EditorJS JSON to blocks we know how to show; anything else is skipped. */
export function richBlocks(json: string | null | undefined): RichBlock[] {
  if (!json) return []
  let document: { blocks?: { type?: string; data?: Record<string, unknown> }[] }
  try {
    document = JSON.parse(json) as typeof document
  } catch {
    return []
  }
  return (document.blocks ?? []).flatMap((block): RichBlock[] => {
    const data = block.data ?? {}
    if (block.type === 'paragraph' && typeof data.text === 'string') {
      return data.text.trim() ? [{ type: 'paragraph', html: data.text }] : []
    }
    if (block.type === 'header' && typeof data.text === 'string') {
      return [{ type: 'header', html: data.text, level: Number(data.level) || 3 }]
    }
    if (block.type === 'list' && Array.isArray(data.items)) {
      const items = data.items.flatMap((item: unknown) =>
        typeof item === 'string'
          ? [item]
          : typeof (item as { content?: unknown })?.content === 'string'
            ? [(item as { content: string }).content]
            : [],
      )
      return items.length > 0 ? [{ type: 'list', ordered: data.style === 'ordered', items }] : []
    }
    return []
  })
}

export function detailSections(
  attributes: ProductDetailFieldsFragment['attributes'],
  language: string,
): DetailSection[] {
  const arabic = language === 'ar'
  return attributes
    .filter((item) => metadataValue(item.attribute.metadata, 'detail') !== 'false')
    .map((item) => {
      const title = (arabic && item.attribute.translation?.name?.trim()) || item.attribute.name
      const items = item.values.flatMap((value): SectionItem[] => {
        const rich = richBlocks((arabic && value.translation?.richText) || value.richText)
        if (rich.length > 0) return [{ kind: 'rich', blocks: rich }]
        const text =
          (arabic && (value.translation?.plainText || value.translation?.name)) ||
          value.plainText ||
          value.name
        return text?.trim() ? [{ kind: 'text', text: text.replaceAll('\u200f', '').trim() }] : []
      })
      return { slug: item.attribute.slug, title, items }
    })
    .filter((section) => section.items.length > 0)
}

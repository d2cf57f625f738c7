// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ProductDetailFieldsFragment } from '../../../api/generated/commerce.ts'
import { detailSections, richBlocks } from './detail-sections.ts'

type Attribute = ProductDetailFieldsFragment['attributes'][number]

const attribute = (
  slug: string,
  metadata: Record<string, string>,
  values: Partial<Attribute['values'][number]>[],
): Attribute => ({
  attribute: {
    id: slug,
    slug,
    name: slug.toUpperCase(),
    inputType: 'DROPDOWN',
    metadata: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    translation: { name: `ar-${slug}` },
  },
  values: values.map((value, index) => ({
    id: `${slug}-${index}`,
    slug: `${slug}-${index}`,
    name: null,
    inputType: 'DROPDOWN',
    richText: null,
    plainText: null,
    translation: null,
    ...value,
  })),
})

const editor = (blocks: unknown[]) => JSON.stringify({ time: 1, blocks })

describe('detail sections', () => {
  const attributes = [
    attribute('brand', {}, [
      { name: 'Mobil', translation: { name: 'موبيل', richText: null, plainText: null } },
    ]),
    attribute('sku-group', { detail: 'false' }, [{ name: 'SG-1' }]),
    attribute('description', { filter: 'false' }, [
      {
        richText: editor([
          { type: 'paragraph', data: { text: 'Great <b>oil</b>' } },
          { type: 'list', data: { style: 'unordered', items: ['One', 'Two'] } },
        ]),
        translation: {
          name: 'x',
          richText: editor([{ type: 'paragraph', data: { text: 'زيت ممتاز' } }]),
          plainText: null,
        },
      },
    ]),
  ]

  it('hides attributes marked detail=false', () => {
    expect(detailSections(attributes, 'en').map((s) => s.slug)).toEqual(['brand', 'description'])
  })

  it('shows plain names and rich text in the person’s language', () => {
    const [brand, description] = detailSections(attributes, 'en')
    expect(brand).toEqual({
      slug: 'brand',
      title: 'BRAND',
      items: [{ kind: 'text', text: 'Mobil' }],
    })
    expect(description!.items[0]).toEqual({
      kind: 'rich',
      blocks: [
        { type: 'paragraph', html: 'Great <b>oil</b>' },
        { type: 'list', ordered: false, items: ['One', 'Two'] },
      ],
    })
    const arabic = detailSections(attributes, 'ar')
    expect(arabic[0]).toMatchObject({ title: 'ar-brand', items: [{ kind: 'text', text: 'موبيل' }] })
    expect(arabic[1]!.items[0]).toEqual({
      kind: 'rich',
      blocks: [{ type: 'paragraph', html: 'زيت ممتاز' }],
    })
  })

  it('survives broken or unknown rich text', () => {
    expect(richBlocks('{not json')).toEqual([])
    expect(richBlocks(editor([{ type: 'image', data: { url: 'x' } }]))).toEqual([])
    expect(richBlocks(null)).toEqual([])
  })
})

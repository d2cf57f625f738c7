// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CategoryAttributesQuery } from '../../../api/generated/commerce.ts'
import { filterChips, filterGroups } from './filter-groups.ts'

const attribute = (slug: string, metadata: Record<string, string>, values: string[]) => ({
  node: {
    id: slug,
    slug,
    name: slug.toUpperCase(),
    inputType: 'DROPDOWN' as const,
    metadata: Object.entries(metadata).map(([key, value]) => ({ key, value })),
    translation: { name: `ar-${slug}` },
    choices: {
      edges: values.map((value) => ({
        node: {
          id: value,
          slug: value,
          name: value.toUpperCase(),
          translation: { name: `ar-${value}` },
        },
      })),
    },
  },
})

const data: CategoryAttributesQuery = {
  attributes: {
    edges: [
      attribute('brand', {}, ['mobil', 'castrol']),
      attribute('sku-group', { filter: 'false', detail: 'false' }, ['sg']),
      attribute('season', { filter: 'true' }, []),
      attribute('voltage', {}, ['12v']),
    ],
  },
}

describe('filter groups', () => {
  it('leaves out attributes hidden from filters and groups without values', () => {
    expect(filterGroups(data, 'en').map((g) => g.slug)).toEqual(['brand', 'voltage'])
  })

  it('labels groups and values in Arabic in Arabic', () => {
    const [brand] = filterGroups(data, 'ar')
    expect(brand).toEqual({
      slug: 'brand',
      label: 'ar-brand',
      options: [
        { slug: 'mobil', label: 'ar-mobil' },
        { slug: 'castrol', label: 'ar-castrol' },
      ],
    })
  })

  it('makes a chip per active value, with the value’s label', () => {
    const groups = filterGroups(data, 'en')
    expect(filterChips({ brand: ['castrol'], origin: ['japan'] }, groups)).toEqual([
      { group: 'brand', groupLabel: 'BRAND', value: 'castrol', label: 'CASTROL' },
      { group: 'origin', groupLabel: 'origin', value: 'japan', label: 'japan' },
    ])
  })
})

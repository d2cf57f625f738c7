// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildCategoryTree, categoryRows, pathTo } from './category-tree.ts'

const category = (
  id: string,
  slug: string,
  parent: string | null,
  count: number,
  priority = 1,
  level = 0,
) => ({
  id,
  slug,
  name: slug,
  level,
  parent: parent ? { id: parent } : null,
  metadata: [{ key: 'priority', value: String(priority) }],
  translation: { name: `ar-${slug}` },
  backgroundImage: null,
  products: { totalCount: count },
})

const flat = [
  category('tire', 'tire', null, 10, 2),
  category('oil', 'engine-oil', null, 12, 1),
  category('sales', 'sales', null, 0, 9),
  category('empty', 'car-electronics', null, 0, 3),
  category('pass', 'passenger', 'oil', 12, 1, 1),
  category('syn', 'synthetic', 'pass', 8, 1, 2),
  category('5w30', '5w-30', 'syn', 8, 1, 3),
  category('min', 'mineral', 'pass', 4, 2, 2),
  category('orphan', 'orphan', 'missing', 3, 1, 1),
]

describe('category tree', () => {
  const tree = buildCategoryTree(flat, 'en')

  it('nests by parent, orders by priority and hides empty categories but sales', () => {
    expect(tree.map((c) => c.slug)).toEqual(['engine-oil', 'tire', 'sales'])
    expect(tree[0]!.children[0]!.children.map((c) => c.slug)).toEqual(['synthetic', 'mineral'])
  })

  it('names categories in Arabic when asked', () => {
    expect(buildCategoryTree(flat, 'ar')[0]!.name).toBe('ar-engine-oil')
  })

  it('finds the path from a root to a category', () => {
    expect(pathTo(tree, '5w30').map((c) => c.slug)).toEqual([
      'engine-oil',
      'passenger',
      'synthetic',
      '5w-30',
    ])
    expect(pathTo(tree, 'empty')).toEqual([])
  })

  it('shows a row per selected level, each below the first opening with its parent (All)', () => {
    expect(categoryRows(tree, undefined)).toHaveLength(1)
    const rows = categoryRows(tree, 'syn')
    expect(rows.map((row) => row.parent?.slug ?? null)).toEqual([
      null,
      'engine-oil',
      'passenger',
      'synthetic',
    ])
    expect(rows.map((row) => row.selectedId)).toEqual(['oil', 'pass', 'syn', null])
    // A leaf adds no row of its own.
    expect(categoryRows(tree, '5w30')).toHaveLength(4)
  })
})

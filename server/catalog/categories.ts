// The category tree (a few dozen rows: read whole) and how many products each category, with
// its subcategories, lists in a channel.
import type { Db } from '../db/database.ts'
import { intsIn } from '../db/sql.ts'
import type { CategoryRow } from './rows.ts'

export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `select id, parent_id, slug, name_en, name_ar, level, priority, background_color, metadata
       from categories order by level, priority, id`,
  )
}

/** The ids of categories and all their descendants. */
export function withDescendants(categories: readonly CategoryRow[], roots: readonly number[]) {
  const children = new Map<number, number[]>()
  for (const category of categories) {
    if (category.parent_id === null) continue
    const list = children.get(category.parent_id) ?? []
    list.push(category.id)
    children.set(category.parent_id, list)
  }
  const found = new Set<number>()
  const visit = (id: number) => {
    if (found.has(id)) return
    found.add(id)
    for (const child of children.get(id) ?? []) visit(child)
  }
  roots.forEach(visit)
  return [...found]
}

export async function productCountsByCategory(
  db: Db,
  categories: readonly CategoryRow[],
  channelId: number,
): Promise<Map<number, number>> {
  const direct = await db.query<{ category_id: number; n: number }>(
    `select p.category_id, count(distinct p.id)::int as n
       from products p join product_variants v on v.product_id = p.id
       join variant_listings l on l.variant_id = v.id and l.channel_id = $1
      group by p.category_id`,
    [channelId],
  )
  const own = new Map(direct.map((row) => [row.category_id, row.n]))
  const counts = new Map<number, number>()
  for (const category of categories) {
    const ids = withDescendants(categories, [category.id])
    counts.set(
      category.id,
      ids.reduce((sum, id) => sum + (own.get(id) ?? 0), 0),
    )
  }
  return counts
}

export type CategoryLabel = Pick<CategoryRow, 'id' | 'name_en' | 'name_ar' | 'background_color'>

/** The names and colors of categories, by id. */
export async function categoryLabels(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CategoryLabel>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<CategoryLabel>(
    `select id, name_en, name_ar, background_color from categories where id in ${intsIn('$1')}`,
    [[...new Set(ids)]],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

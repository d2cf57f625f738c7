// The category tree, built on the client from the flat list (Saleor's query cost forbids
// four nested levels). Categories with no product in the channel are hidden, except 'sales'.
import type { CategoryFieldsFragment } from '../../../api/generated/commerce.ts'
import { metadataValue } from '../metadata.ts'

type CategoryData = CategoryFieldsFragment

export const SALES_SLUG = 'sales'

export interface CategoryNode {
  id: string
  slug: string
  name: string
  level: number
  parentId: string | null
  image: string | null
  productCount: number
  children: CategoryNode[]
}

export function buildCategoryTree(
  categories: readonly CategoryData[],
  language: string,
): CategoryNode[] {
  const nodes = new Map<string, CategoryNode & { priority: number }>()
  for (const category of categories) {
    const arabic = category.translation?.name?.trim()
    nodes.set(category.id, {
      id: category.id,
      slug: category.slug,
      name: language === 'ar' && arabic ? arabic : category.name,
      level: category.level,
      parentId: category.parent?.id ?? null,
      image: category.backgroundImage?.url ?? null,
      productCount: category.products?.totalCount ?? 0,
      priority: Number(metadataValue(category.metadata, 'priority') ?? 0),
      children: [],
    })
  }
  const roots: (CategoryNode & { priority: number })[] = []
  for (const node of nodes.values()) {
    if (node.productCount === 0 && node.slug !== SALES_SLUG) continue
    const parent = node.parentId ? nodes.get(node.parentId) : undefined
    if (node.parentId && !parent) continue
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const byPriority = (
    a: { priority: number; name: string },
    b: { priority: number; name: string },
  ) => a.priority - b.priority || a.name.localeCompare(b.name)
  const sort = (list: CategoryNode[]) => {
    ;(list as (CategoryNode & { priority: number })[]).sort(byPriority)
    list.forEach((node) => sort(node.children))
  }
  sort(roots)
  return roots
}

/** The categories from a root down to the one with this id, or [] when it is not shown. */
export function pathTo(tree: readonly CategoryNode[], id: string | undefined): CategoryNode[] {
  if (!id) return []
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = pathTo(node.children, id)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

interface CategoryRow {
  /** The category whose children this row lists ('All' selects it); null for the roots. */
  parent: CategoryNode | null
  options: CategoryNode[]
  selectedId: string | null
}

/**
 * The rows of the category bar for a selection: the roots, then the children of every
 * selected category that has some (up to four levels), each row after the first starting
 * with 'All' (the parent itself).
 */
export function categoryRows(tree: readonly CategoryNode[], selectedId: string | undefined) {
  const path = pathTo(tree, selectedId)
  const rows: CategoryRow[] = [
    { parent: null, options: [...tree], selectedId: path[0]?.id ?? null },
  ]
  path.forEach((node, depth) => {
    if (node.children.length === 0 || depth >= 3) return
    rows.push({ parent: node, options: node.children, selectedId: path[depth + 1]?.id ?? null })
  })
  return rows
}

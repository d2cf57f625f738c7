// Categories, attributes and attribute values. Values are registered on demand so products
// can add their own (brand, origin, sku group, rich-text description) while being built.
import { attributeDefs } from './data/attributes.ts'
import { categoryTree, type CategoryNode } from './data/category-tree.ts'
import { origins, productBrands } from './data/product-brands.ts'
import type { AttributeRow, CategoryRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

export interface Catalog {
  categoryBySlug: Map<string, CategoryRow>
  /** The root (level 0) category of every category id. */
  rootOf: Map<number, CategoryRow>
  attributeBySlug: Map<string, AttributeRow>
  /** The id of 'attribute:value', registering it when en/ar are given. */
  valueId(
    ref: string,
    names?: { en: string; ar: string; richText?: Record<string, unknown> },
  ): number
}

export function buildCatalog(t: SeedTables): Catalog {
  const categoryBySlug = new Map<string, CategoryRow>()
  const rootOf = new Map<number, CategoryRow>()
  const walk = (nodes: CategoryNode[], parent: CategoryRow | null, root: CategoryRow | null) => {
    nodes.forEach((node, index) => {
      const priority = index + 1
      const row: CategoryRow = {
        id: t.categories.length + 1,
        parent_id: parent?.id ?? null,
        slug: node.slug,
        name_en: node.en,
        name_ar: node.ar,
        level: parent ? parent.level + 1 : 0,
        priority,
        background_color: node.color ?? root?.background_color ?? '#0b7285',
        metadata: { priority: String(priority) },
      }
      t.categories.push(row)
      categoryBySlug.set(row.slug, row)
      rootOf.set(row.id, root ?? row)
      if (node.children) walk(node.children, row, root ?? row)
    })
  }
  walk(categoryTree, null, null)

  const attributeBySlug = new Map<string, AttributeRow>()
  const values = new Map<string, number>()
  for (const def of attributeDefs) {
    const row: AttributeRow = {
      id: t.attributes.length + 1,
      slug: def.slug,
      name_en: def.en,
      name_ar: def.ar,
      input_type: def.inputType,
      metadata: def.metadata,
    }
    t.attributes.push(row)
    attributeBySlug.set(row.slug, row)
  }

  const valueId: Catalog['valueId'] = (ref, names) => {
    const known = values.get(ref)
    if (known !== undefined) return known
    const [attributeSlug = '', slug = ''] = ref.split(':')
    const attribute = attributeBySlug.get(attributeSlug)
    if (!attribute || !names) throw new Error(`unknown attribute value ${ref}`)
    const id = t.attribute_values.length + 1
    t.attribute_values.push({
      id,
      attribute_id: attribute.id,
      slug,
      name_en: names.en,
      name_ar: names.ar,
      rich_text: names.richText ?? null,
    })
    values.set(ref, id)
    return id
  }

  for (const def of attributeDefs) {
    for (const v of def.values) valueId(`${def.slug}:${v.slug}`, v)
  }
  for (const [slug, brand] of Object.entries(productBrands)) valueId(`brand:${slug}`, brand)
  for (const [slug, [en, ar]] of Object.entries(origins)) valueId(`origin:${slug}`, { en, ar })

  return { categoryBySlug, rootOf, attributeBySlug, valueId }
}

/** Links every category, and all its ancestors, to the attributes its products carry. */
export function linkCategoryAttributes(t: SeedTables): void {
  const parentOf = new Map(t.categories.map((c) => [c.id, c.parent_id]))
  const attributeOfValue = new Map(t.attribute_values.map((v) => [v.id, v.attribute_id]))
  const categoryOfProduct = new Map(t.products.map((p) => [p.id, p.category_id]))
  const links = new Set<string>()
  for (const pav of t.product_attribute_values) {
    const attributeId = attributeOfValue.get(pav.value_id)
    let categoryId = categoryOfProduct.get(pav.product_id) ?? null
    while (categoryId !== null && attributeId !== undefined) {
      links.add(`${categoryId}:${attributeId}`)
      categoryId = parentOf.get(categoryId) ?? null
    }
  }
  for (const link of [...links].sort()) {
    const [categoryId, attributeId] = link.split(':').map(Number)
    t.category_attributes.push({ category_id: categoryId ?? 0, attribute_id: attributeId ?? 0 })
  }
}

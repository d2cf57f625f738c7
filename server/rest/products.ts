// products/*: the category tree for REST clients.
import { categories as categoryTree, type RestCategory } from '#shared/contracts/rest/products.ts'
import type { AppDeps } from '../app-deps.ts'
import { pick, type Language } from '../lib/language.ts'
import { allCategories, productCountsByCategory } from '../catalog/categories.ts'
import { categoryImageUrl } from '../catalog/links.ts'
import type { CategoryRow } from '../catalog/rows.ts'
import { channelOfCity } from './catalog-city.ts'
import { failWith, ok, say } from './http.ts'
import { restRouter } from './rest-router.ts'
import { msg } from '../i18n/message.ts'

export function productsRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  // The children of category_id (the roots without it), each with its subtree. Categories
  // the city's channel lists nothing in are left out, except 'sales'.
  on(categoryTree, async (c, { query }) => {
    const { channel } = await channelOfCity(c, db, query.city_id)
    const categories = await allCategories(db)
    if (query.category_id && !categories.some((category) => category.id === query.category_id)) {
      failWith(404, say(c, msg('Category not found.')))
    }
    const counts = channel.is_active
      ? await productCountsByCategory(db, categories, channel.id)
      : new Map<number, number>()
    const tree = (parent: number | null, language: Language): RestCategory[] =>
      categories
        .filter((category) => category.parent_id === parent)
        .filter((category) => (counts.get(category.id) ?? 0) > 0 || category.slug === 'sales')
        .map((category: CategoryRow) => {
          const children = tree(category.id, language)
          return {
            id: category.id,
            name: pick(language, category.name_en, category.name_ar),
            slug: category.slug,
            image: categoryImageUrl(category.id),
            sub_categories: children,
            has_sub_categories: children.length > 0,
            usage_limit_type: 'km' as const,
            order_lines: category.priority,
            parent: category.parent_id,
            products_count: counts.get(category.id) ?? 0,
          }
        })
    return ok(tree(query.category_id ?? null, c.get('language')))
  })

  return router
}

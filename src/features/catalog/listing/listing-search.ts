// The listing's state in the query string (spec: cat, sort and one parameter per attribute
// slug), so a shared or reloaded address shows the same listing and the back button walks
// through filter changes. Values of one attribute are joined by commas: ?brand=mobil,castrol.
import type { ProductFilterInput } from '../../../api/generated/commerce.ts'
import { defaultSort, sortKeys, type SortKey } from '#shared/domain/listing-sort.ts'
import { isRecord, searchChoice } from '../../../lib/search-fields.ts'

export type ListingParams = { cat?: string; sort?: SortKey } & Record<string, string | undefined>
export type Filters = Record<string, string[]>

const reserved = new Set(['cat', 'sort', 'q'])
const slugPattern = /^[a-z0-9][a-z0-9_-]*$/

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(',') || undefined
  return undefined
}

function values(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  return [...new Set(list)]
}

const sortOf = searchChoice(sortKeys)

/** validateSearch of /category/: unknown sorts and malformed parameters are dropped. */
export const listingSearch = {
  parse(input: unknown): ListingParams {
    const params: ListingParams = {}
    for (const [key, value] of Object.entries(isRecord(input) ? input : {})) {
      const read =
        key === 'cat'
          ? text(value)
          : key === 'sort'
            ? sortOf(value)
            : !reserved.has(key) && slugPattern.test(key)
              ? // One attribute's values: text, a number, or a list the router parsed, joined by
                // commas without blanks or repeats; dropped when nothing is left.
                values(text(value)).join(',') || undefined
              : undefined
      if (read !== undefined) params[key] = read
    }
    return params
  },
}

export function filtersOf(params: ListingParams): Filters {
  const filters: Filters = {}
  for (const [key, value] of Object.entries(params)) {
    if (reserved.has(key)) continue
    const list = values(value)
    if (list.length > 0) filters[key] = list
  }
  return filters
}

export function activeSort(params: ListingParams): SortKey {
  return params.sort ?? defaultSort
}

function base(params: ListingParams): ListingParams {
  const next: ListingParams = {}
  if (params.cat) next.cat = params.cat
  if (params.sort) next.sort = params.sort
  return next
}

export function withFilters(params: ListingParams, filters: Filters): ListingParams {
  const next = base(params)
  for (const key of Object.keys(filters).sort()) {
    const list = [...new Set(filters[key] ?? [])]
    if (list.length > 0 && !reserved.has(key)) next[key] = list.join(',')
  }
  return next
}

export function withoutFilter(params: ListingParams, slug: string, value: string): ListingParams {
  const filters = filtersOf(params)
  filters[slug] = (filters[slug] ?? []).filter((item) => item !== value)
  return withFilters(params, filters)
}

/** Reset clears the filters and keeps the category and the sort. */
export function resetFilters(params: ListingParams): ListingParams {
  return base(params)
}

export function withSort(params: ListingParams, sort: SortKey): ListingParams {
  const next = { ...params }
  if (sort === defaultSort) delete next.sort
  else next.sort = sort
  return next
}

export function productFilter(
  categoryId: string | undefined,
  filters: Filters,
): ProductFilterInput {
  const attributes = Object.entries(filters).map(([slug, list]) => ({
    slug,
    value: { slug: { oneOf: list } },
  }))
  return {
    ...(categoryId ? { categories: [categoryId] } : {}),
    ...(attributes.length > 0 ? { attributes } : {}),
  }
}

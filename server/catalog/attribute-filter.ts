// Attribute filters, bounded before they reach the database (decision 230): at most
// ATTRIBUTE_FILTER_LIMITS attributes of at most so many values each, the same on REST and
// GraphQL; the names and values are then looked up among the catalog's attributes in one
// query, and what findProducts receives is value ids, one list per attribute, compiled into a
// single subquery whatever their number. A name the catalog does not know matches nothing.
import type { Db } from '../db/database.ts'
import { textArray } from '../db/sql.ts'
import type { Language } from '../lib/language.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export const ATTRIBUTE_FILTER_LIMITS = { attributes: 10, valuesPerAttribute: 20 } as const

export interface AttributeCriterion {
  slug: string
  values: string[]
}

/** Value ids per attribute asked for: a product must carry one value of every list. */
export type AttributeValueIds = number[][]

/** Why the filter is refused (in the person's language), or null when it is within limits. */
export function attributeFilterProblem(
  criteria: readonly AttributeCriterion[],
  language: Language,
): string | null {
  const { attributes, valuesPerAttribute } = ATTRIBUTE_FILTER_LIMITS
  if (new Set(criteria.map((criterion) => criterion.slug)).size > attributes) {
    return translate(
      language,
      msg('Filter by at most {attributes} attributes at once.', { attributes }),
    )
  }
  const widest = Math.max(0, ...criteria.map((criterion) => new Set(criterion.values).size))
  if (widest > valuesPerAttribute) {
    return translate(
      language,
      msg('Choose at most {valuesPerAttribute} values of one attribute.', { valuesPerAttribute }),
    )
  }
  return null
}

/** The same criterion named twice is one criterion with the values of both. */
function merged(criteria: readonly AttributeCriterion[]): Map<string, Set<string>> {
  const bySlug = new Map<string, Set<string>>()
  for (const { slug, values } of criteria) {
    const set = bySlug.get(slug) ?? new Set()
    for (const value of values) set.add(value)
    bySlug.set(slug, set)
  }
  return bySlug
}

/**
 * The value ids of each attribute asked for, in the order of the slugs (so equal filters give
 * equal lists), or null when no product can match: a value the catalog does not have, or
 * an attribute it does not have unless `unknownNames` is 'ignore' (REST, where any parameter
 * may be a filter). Call attributeFilterProblem first: this trusts the sizes.
 */
export async function resolveAttributeFilter(
  db: Db,
  criteria: readonly AttributeCriterion[],
  options: { unknownNames: 'ignore' | 'match-nothing' } = { unknownNames: 'match-nothing' },
): Promise<AttributeValueIds | null> {
  const bySlug = merged(criteria)
  if (bySlug.size === 0) return []
  const slugs = [...bySlug.keys()].sort()
  const values = [...new Set([...bySlug.values()].flatMap((set) => [...set]))]
  const rows = await db.query<{ attribute: string; value: string | null; id: number | null }>(
    `select a.slug as attribute, av.slug as value, av.id
       from attributes a
       left join (attribute_values av join unnest($2::text[]) wanted(slug) using (slug))
         on av.attribute_id = a.id
      where a.slug = any($1::text[])`,
    [textArray(slugs), textArray(values)],
  )
  const known = new Set(rows.map((row) => row.attribute))
  const groups: AttributeValueIds = []
  for (const slug of slugs) {
    if (!known.has(slug)) {
      if (options.unknownNames === 'ignore') continue
      return null
    }
    const wanted = bySlug.get(slug)!
    const ids = rows
      .filter((row) => row.attribute === slug && row.value !== null && wanted.has(row.value))
      .map((row) => row.id!)
      .sort((a, b) => a - b)
    if (ids.length === 0) return null
    groups.push(ids)
  }
  return groups
}

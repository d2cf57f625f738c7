// The filter panel's groups from a category's attributes: those whose metadata says
// filter=false are left out, as are groups without values; labels are Arabic in Arabic.
import type { CategoryAttributesQuery } from '../../../api/generated/commerce.ts'
import { metadataValue } from '../metadata.ts'
import type { Filters } from './listing-search.ts'

interface FilterOption {
  slug: string
  label: string
}

export interface FilterGroup {
  slug: string
  label: string
  options: FilterOption[]
}

export interface FilterChip {
  /** The attribute (parent_key). */
  group: string
  groupLabel: string
  /** The value (key). */
  value: string
  label: string
}

export function filterGroups(
  data: CategoryAttributesQuery | undefined,
  language: string,
): FilterGroup[] {
  const pick = (name: string | null | undefined, arabic: string | null | undefined) =>
    (language === 'ar' && arabic?.trim() ? arabic : name) ?? ''
  return (data?.attributes?.edges ?? [])
    .map((edge) => edge.node)
    .filter((attribute) => metadataValue(attribute.metadata, 'filter') !== 'false')
    .map((attribute) => ({
      slug: attribute.slug,
      label: pick(attribute.name, attribute.translation?.name),
      options: (attribute.choices?.edges ?? []).flatMap(({ node }) =>
        node.slug ? [{ slug: node.slug, label: pick(node.name, node.translation?.name) }] : [],
      ),
    }))
    .filter((group) => group.options.length > 0)
}

/** One chip per active value; a value the panel does not know keeps its slug as label. */
export function filterChips(filters: Filters, groups: readonly FilterGroup[]): FilterChip[] {
  return Object.entries(filters).flatMap(([slug, values]) => {
    const group = groups.find((g) => g.slug === slug)
    return values.map((value) => ({
      group: slug,
      groupLabel: group?.label ?? slug,
      value,
      label: group?.options.find((option) => option.slug === value)?.label ?? value,
    }))
  })
}

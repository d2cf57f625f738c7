// The parts of ProductFilterInput this backend carries out. The schema is the real commerce
// backend's, so a client may send any of its fields; one this backend would skip would answer
// with more products than asked for, and look right. It is refused by name instead.
import { GraphQLError } from 'graphql'
import type { ProductFilterInput } from '../../generated/commerce.ts'

const supported = new Set([
  'attributes',
  'categories',
  'channel',
  'ids',
  'search',
  'stockAvailability',
])
const supportedInAttribute = new Set(['slug', 'value', 'values'])
const supportedInValue = new Set(['slug'])

const given = (object: object | null | undefined) =>
  Object.entries(object ?? {}).filter(([, value]) => value !== null && value !== undefined)

/** The filter's fields (as paths, e.g. `price`, `attributes.valuesRange`) it cannot apply. */
export function unsupportedFilterFields(filter: ProductFilterInput | null | undefined): string[] {
  const fields = new Set<string>()
  for (const [name] of given(filter)) if (!supported.has(name)) fields.add(name)
  for (const attribute of filter?.attributes ?? []) {
    if (!attribute.slug) fields.add('attributes (without a slug)')
    for (const [name, value] of given(attribute)) {
      if (!supportedInAttribute.has(name)) fields.add(`attributes.${name}`)
      if (name !== 'value') continue
      for (const [inner] of given(value as object)) {
        if (!supportedInValue.has(inner)) fields.add(`attributes.value.${inner}`)
      }
    }
  }
  return [...fields]
}

export function rejectUnsupportedFilter(filter: ProductFilterInput | null | undefined): void {
  const fields = unsupportedFilterFields(filter)
  if (fields.length === 0) return
  throw new GraphQLError(
    `The reference backend does not support these product filter fields: ${fields.join(', ')}.`,
    { extensions: { code: 'UNSUPPORTED_FILTER', fields } },
  )
}

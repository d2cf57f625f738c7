// Which book address the checkout ships to: the checkout keeps a copy (its own id), so the
// choice is found by what the address says.
import type { AddressFormFieldsFragment } from '../../../api/generated/commerce.ts'

type Comparable = Pick<
  AddressFormFieldsFragment,
  'companyName' | 'streetAddress1' | 'streetAddress2' | 'city' | 'postalCode' | 'metadata'
> & { country: { code: string } }

// The pin as numbers to six places: the server may write "58.4801, 23.6152" as
// "58.480100, 23.615200" in the checkout's copy, and those are the same place.
const location = (address: Comparable) => {
  const value = address.metadata.find((item) => item.key === 'location')?.value ?? ''
  return value
    .split(',')
    .map((part) => (part.trim() === '' ? '' : Number(part).toFixed(6)))
    .join(',')
}

const norm = (value: string) => value.trim().toLowerCase()

export function sameAddress(a: Comparable, b: Comparable): boolean {
  return (
    norm(a.companyName) === norm(b.companyName) &&
    norm(a.streetAddress1) === norm(b.streetAddress1) &&
    norm(a.streetAddress2) === norm(b.streetAddress2) &&
    norm(a.city) === norm(b.city) &&
    a.postalCode.trim() === b.postalCode.trim() &&
    a.country.code === b.country.code &&
    location(a) === location(b)
  )
}

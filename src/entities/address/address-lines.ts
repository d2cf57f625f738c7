// How an address reads in a list: its name (company name), the street, then city, province and
// postal code.
import type { AddressFormFieldsFragment } from '../../api/generated/commerce.ts'

export function addressLines(
  address: Pick<
    AddressFormFieldsFragment,
    'companyName' | 'streetAddress1' | 'streetAddress2' | 'city' | 'postalCode'
  >,
  language: string,
): { title: string; street: string; place: string } {
  const separator = language === 'ar' ? '، ' : ', '
  return {
    title: address.companyName,
    street: address.streetAddress1,
    place: [address.city, address.streetAddress2, address.postalCode]
      .filter(Boolean)
      .join(separator),
  }
}

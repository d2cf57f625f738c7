// An address as a row of the address book holds it, and as the snapshot a checkout or an order
// keeps (the same columns in JSON), turned to and from the values both APIs handle.
import type { Row } from '../db/tables.ts'
import type { AddressValues } from './address-values.ts'

export type AddressJson = Omit<Row<'addresses'>, 'id' | 'user_id' | 'created_at'>

export function addressJsonOf(values: AddressValues): AddressJson {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    company_name: values.companyName,
    phone: values.phone,
    street_address_1: values.streetAddress1,
    street_address_2: values.streetAddress2,
    city: values.city,
    city_area: values.cityArea,
    postal_code: values.postalCode,
    country_code: values.countryCode,
    country_area: values.countryArea,
    metadata: values.metadata,
  }
}

/** An address's values; what an older snapshot lacks is empty. */
export function addressValuesOf(json: Partial<AddressJson>): AddressValues {
  return {
    firstName: json.first_name ?? '',
    lastName: json.last_name ?? '',
    companyName: json.company_name ?? '',
    phone: json.phone ?? '',
    streetAddress1: json.street_address_1 ?? '',
    streetAddress2: json.street_address_2 ?? '',
    city: json.city ?? '',
    cityArea: json.city_area ?? '',
    postalCode: json.postal_code ?? '',
    countryCode: json.country_code ?? '',
    countryArea: json.country_area ?? '',
    metadata: Object.fromEntries(
      Object.entries(json.metadata ?? {}).map(([key, value]) => [key, String(value)]),
    ),
  }
}

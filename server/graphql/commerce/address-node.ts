// Saleor's Address from an address's values: the address book's entries, and the snapshots a
// checkout or an order keeps (with ids of their own, so a normalized cache never mixes them
// with the address book). The country is named in the asking language.
import type { AddressValues } from '../../addresses/address-values.ts'
import type { Db } from '../../db/database.ts'
import { pick, type Language } from '../../lib/language.ts'
import { metadataItems } from './catalog/money.ts'
import { toGlobalId } from './global-id.ts'

export type CountryNames = ReadonlyMap<string, { en: string; ar: string }>

export async function countryNames(db: Db): Promise<CountryNames> {
  const rows = await db.query<{ code: string; name_en: string; name_ar: string }>(
    'select code, name_en, name_ar from countries',
  )
  return new Map(rows.map((row) => [row.code, { en: row.name_en, ar: row.name_ar }]))
}

interface AddressOf {
  id: string | number
  values: AddressValues
  /** The country's code as shown (a snapshot without one is in Oman). */
  code: string
  countries: CountryNames
  language: Language
}

/** The Address an order's snapshot shows: no phone, no metadata. */
export function addressNode({ id, values, code, countries, language }: AddressOf) {
  const country = countries.get(code)
  return {
    __typename: 'Address',
    id: toGlobalId('Address', id),
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: values.companyName,
    streetAddress1: values.streetAddress1,
    streetAddress2: values.streetAddress2,
    city: values.city,
    cityArea: values.cityArea,
    postalCode: values.postalCode,
    countryArea: values.countryArea,
    country: {
      __typename: 'CountryDisplay',
      code,
      country: country ? pick(language, country.en, country.ar) : code,
    },
  }
}

/** The Address of the address book and of a checkout, with its phone and metadata. */
export function contactAddressNode(address: AddressOf) {
  return {
    ...addressNode(address),
    phone: address.values.phone || null,
    metadata: metadataItems(address.values.metadata),
  }
}

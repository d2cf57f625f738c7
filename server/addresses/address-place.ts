// Which region, wilayat and province an address book entry is in, for the REST view
// (region_id, city_id). Addresses saved through REST say their region in metadata; those saved
// through the commerce API (the map modal) or by the seed name their city and area, and carry
// the map pin: the region is found from those, the pin breaking ties.
import type { Db } from '../db/database.ts'
import {
  distanceKmSql,
  nearestPlace,
  placeJoins,
  placeOfRow,
  placeSelect,
  type NearestPlace,
  type PlaceRow,
} from '../geocoding/reverse-geocode.ts'
import { parseLocation, type AddressValues } from './address-values.ts'

export type Place = NearestPlace

export async function placeOfRegion(db: Db, regionId: number): Promise<Place | null> {
  const row = await db.one<PlaceRow>(
    `select ${placeSelect} from regions r ${placeJoins} where r.id = $1`,
    [regionId],
  )
  return row ? placeOfRow(row) : null
}

export async function placeOfAddress(db: Db, values: AddressValues): Promise<Place | null> {
  const regionId = Number(values.metadata.region_id)
  if (Number.isSafeInteger(regionId) && regionId > 0) {
    const place = await placeOfRegion(db, regionId)
    if (place) return place
  }
  const pin = parseLocation(values.metadata.location)
  if (values.city) {
    const row = await db.one<PlaceRow>(
      `select ${placeSelect} from regions r ${placeJoins}
        where lower(ci.name_en) = lower($1) or ci.name_ar = $1 or ci.slug = lower($1)
        order by (lower(r.name_en) = lower($2) or r.name_ar = $2) desc,
                 ${distanceKmSql('coalesce(r.latitude, ci.latitude)', 'coalesce(r.longitude, ci.longitude)', '$3::float8', '$4::float8')} nulls last,
                 r.id
        limit 1`,
      [values.city.trim(), values.cityArea.trim(), pin?.lat ?? null, pin?.lng ?? null],
    )
    if (row) return placeOfRow(row)
  }
  return pin ? nearestPlace(db, pin.lat, pin.lng) : null
}

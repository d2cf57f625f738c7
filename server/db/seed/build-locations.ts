// Countries, one sales channel per province, provinces, cities (wilayats) and regions.
import { omanProvinces, regionsByCity, type Province } from './data/oman-locations.ts'
import { uaeProvinces, uaeRegionsByCity } from './data/uae-locations.ts'
import type { CityRow, ProvinceRow, RegionRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

const omanCountryId = 2

export interface Geography {
  provinceBySlug: Map<string, ProvinceRow>
  cityBySlug: Map<string, CityRow>
  regionsOfCity: Map<number, RegionRow[]>
  /** Active Omani channels, Muscat first. */
  omanChannelIds: number[]
}

export function buildLocations(t: SeedTables): Geography {
  t.countries.push(
    {
      id: 1,
      code: 'AE',
      name_en: 'United Arab Emirates',
      name_ar: 'الإمارات العربية المتحدة',
      phone_code: '971',
      phone_digits: 9,
    },
    {
      id: omanCountryId,
      code: 'OM',
      name_en: 'Oman',
      name_ar: 'عُمان',
      phone_code: '968',
      phone_digits: 8,
    },
  )
  const geo: Geography = {
    provinceBySlug: new Map(),
    cityBySlug: new Map(),
    regionsOfCity: new Map(),
    omanChannelIds: [],
  }
  const add = (country: 'OM' | 'AE', province: Province, regions: typeof regionsByCity) => {
    const id = t.provinces.length + 1
    t.channels.push({
      id,
      slug: province.slug,
      name: province.en,
      currency_code: country === 'OM' ? 'OMR' : 'AED',
      country_code: country,
      is_active: country === 'OM',
    })
    const row: ProvinceRow = {
      id,
      country_id: country === 'OM' ? omanCountryId : 1,
      slug: province.slug,
      name_en: province.en,
      name_ar: province.ar,
      channel_id: id,
    }
    t.provinces.push(row)
    geo.provinceBySlug.set(row.slug, row)
    if (country === 'OM') geo.omanChannelIds.push(id)
    for (const [slug, en, ar, lat, lng] of province.cities) {
      const city: CityRow = {
        id: t.cities.length + 1,
        province_id: id,
        slug,
        name_en: en,
        name_ar: ar,
        latitude: lat,
        longitude: lng,
      }
      t.cities.push(city)
      geo.cityBySlug.set(slug, city)
      const places = regions[slug] ?? [[`${en} Center`, `وسط ${ar}`, lat, lng]]
      const list = places.map(([rEn, rAr, rLat, rLng]) => {
        const region: RegionRow = {
          id: t.regions.length + 1,
          city_id: city.id,
          name_en: rEn,
          name_ar: rAr,
          latitude: rLat,
          longitude: rLng,
        }
        t.regions.push(region)
        return region
      })
      geo.regionsOfCity.set(city.id, list)
    }
  }
  for (const province of omanProvinces) add('OM', province, regionsByCity)
  for (const province of uaeProvinces) add('AE', province, uaeRegionsByCity)
  return geo
}

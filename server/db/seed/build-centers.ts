// Service center types and centers across the main wilayats, each with a manager. The two
// demo centers come first: the active one in Al Khuwair and the inactive one in Al Amrat.
import type { Geography } from './build-locations.ts'
import type { Clock } from './clock.ts'
import {
  centersPerCity,
  centerTypes,
  fullServiceType,
  namePatterns,
  streets,
} from './data/service-centers.ts'
import { demoInactiveCenter, demoStaffCenter } from './demo.ts'
import type { People } from './people.ts'
import type { Rng } from './prng.ts'
import type { CenterRow, RegionRow, UserRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

export interface Centers {
  staffCenter: CenterRow
  inactiveCenter: CenterRow
  /** Active centers of a city. */
  inCity(cityId: number): CenterRow[]
  employ(
    center: CenterRow,
    userId: number,
    options: { manager?: boolean; active?: boolean; daysAgo: number },
  ): void
}

/** "Al Amrat Center" names a center after the wilayat itself. */
const placeName = (region: RegionRow): [string, string] => [
  region.name_en.replace(/ Center$/, ''),
  region.name_ar.replace(/^وسط /, ''),
]

export function buildCenters(
  t: SeedTables,
  geo: Geography,
  people: People,
  rng: Rng,
  clock: Clock,
  managers: { staff: UserRow; inactiveStaff: UserRow },
): Centers {
  centerTypes.forEach(([en, ar], i) =>
    t.service_center_types.push({ id: i + 1, name_en: en, name_ar: ar }),
  )
  const names = new Set<string>()
  const employ: Centers['employ'] = (center, userId, options) => {
    t.center_employees.push({
      id: t.center_employees.length + 1,
      center_id: center.id,
      user_id: userId,
      is_active: options.active ?? true,
      is_manager: options.manager ?? false,
      created_at: clock.at(-options.daysAgo, 9, 0),
    })
  }

  const add = (
    citySlug: string,
    region: RegionRow,
    typeIndex: number,
    name: readonly [string, string],
    manager: UserRow | null,
    active: boolean,
  ) => {
    const city = geo.cityBySlug.get(citySlug)
    if (!city) throw new Error(`no city ${citySlug}`)
    const reviewed = rng.chance(0.6)
    const building = rng.int(12, 980)
    const way = rng.int(1100, 9800)
    const [streetEn, streetAr] = rng.pick(streets)
    const row: CenterRow = {
      id: t.service_centers.length + 1,
      type_id: typeIndex + 1,
      city_id: city.id,
      name_en: name[0],
      name_ar: name[1],
      region: region.name_en,
      region_ar: region.name_ar,
      address: `Building ${building}, Way ${way}, ${streetEn}`,
      address_ar: `مبنى ${building}، سكة ${way}، ${streetAr}`,
      latitude: Number(
        ((region.latitude ?? city.latitude) + (rng.next() - 0.5) * 0.008).toFixed(5),
      ),
      longitude: Number(
        ((region.longitude ?? city.longitude) + (rng.next() - 0.5) * 0.008).toFixed(5),
      ),
      manager_user_id: (manager ?? people.add({ cityId: city.id })).id,
      is_active: active,
      rate_value: reviewed ? rng.int(30, 50) / 10 : rng.int(25, 45) / 10,
      rate_count: reviewed ? rng.int(11, 420) : rng.int(0, 10),
    }
    names.add(row.name_en)
    t.service_centers.push(row)
    employ(row, row.manager_user_id, { manager: true, daysAgo: rng.int(300, 700) })
    return row
  }

  const regionOf = (citySlug: string, name: string) => {
    const city = geo.cityBySlug.get(citySlug)
    const region = geo.regionsOfCity.get(city?.id ?? 0)?.find((r) => r.name_en === name)
    if (!region) throw new Error(`no region ${name} in ${citySlug}`)
    return region
  }
  const staffCenter = add(
    demoStaffCenter.citySlug,
    regionOf('bawshar', 'Al Khuwair'),
    fullServiceType,
    [demoStaffCenter.nameEn, 'هاي جي للعناية بالسيارات – الخوير'],
    managers.staff,
    true,
  )
  staffCenter.rate_value = 4.6
  staffCenter.rate_count = 128
  const inactiveCenter = add(
    demoInactiveCenter.citySlug,
    regionOf('al-amrat', 'Al Amrat Center'),
    fullServiceType,
    [demoInactiveCenter.nameEn, 'هاي جي للعناية بالسيارات – العامرات'],
    managers.inactiveStaff,
    false,
  )

  let typeCursor = 0
  for (const [citySlug, count] of Object.entries(centersPerCity)) {
    const city = geo.cityBySlug.get(citySlug)
    const regions = geo.regionsOfCity.get(city?.id ?? 0) ?? []
    for (let i = 0; i < count; i++) {
      const region = regions[i % regions.length]
      if (!region) continue
      const typeIndex = typeCursor++ % centerTypes.length
      const patterns = namePatterns[typeIndex] ?? []
      let name: readonly [string, string] | undefined
      for (let p = 0; p < patterns.length * 2 && (!name || names.has(name[0])); p++) {
        name = patterns[(i + p) % patterns.length]?.(placeName(region))
      }
      if (!name || names.has(name[0])) continue
      add(citySlug, region, typeIndex, name, null, true)
    }
  }
  return {
    staffCenter,
    inactiveCenter,
    inCity: (cityId) => t.service_centers.filter((c) => c.city_id === cityId && c.is_active),
    employ,
  }
}

// A few real places for address and geocoding tests, without seeding the whole database.
import type { Db } from '../db/database.ts'

export const testPlaces = {
  khuwair: { id: 1, lat: 23.5957, lng: 58.4358 },
  mawaleh: { id: 2, lat: 23.6312, lng: 58.2466 },
  salalah: { id: 3, lat: 17.0194, lng: 54.0897 },
  bawsharCityId: 1,
  seebCityId: 2,
  salalahCityId: 3,
} as const

/** An address's region and pin, as the REST address calls take them. */
export const pinnedIn = (place: { id: number; lat: number; lng: number }) => ({
  region_id: place.id,
  latitude: place.lat,
  longitude: place.lng,
})

export async function insertTestPlaces(db: Db): Promise<void> {
  await db.exec(`
    insert into countries (id, code, name_en, name_ar, phone_code, phone_digits)
      values (2, 'OM', 'Oman', 'عُمان', '968', 8);
    insert into provinces (id, country_id, slug, name_en, name_ar)
      values (1, 2, 'muscat', 'Muscat', 'مسقط'), (2, 2, 'dhofar', 'Dhofar', 'ظفار');
    insert into cities (id, province_id, slug, name_en, name_ar, latitude, longitude) values
      (1, 1, 'bawshar', 'Bawshar', 'بوشر', 23.577, 58.399),
      (2, 1, 'as-seeb', 'As Seeb', 'السيب', 23.6703, 58.1891),
      (3, 2, 'salalah', 'Salalah', 'صلالة', 17.0194, 54.0897);
    insert into regions (id, city_id, name_en, name_ar, latitude, longitude) values
      (1, 1, 'Al Khuwair', 'الخوير', 23.5957, 58.4358),
      (2, 2, 'Al Mawaleh', 'الموالح', 23.6312, 58.2466),
      (3, 3, 'Salalah Center', 'وسط صلالة', 17.0194, 54.0897),
      (4, 1, 'Bawshar Heights', 'مرتفعات بوشر', 23.5672, 58.4051);
  `)
}

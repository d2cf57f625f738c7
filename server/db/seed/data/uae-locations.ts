// The seven emirates and their main cities. UAE channels exist but are inactive and empty:
// the catalog is sold in Oman only for now.
import { province, type Province, type RegionPlace } from './oman-locations.ts'

export const uaeProvinces: readonly Province[] = [
  province('abu-dhabi', 'Abu Dhabi', 'أبوظبي', [
    ['abu-dhabi-city', 'Abu Dhabi', 'أبوظبي', 24.4539, 54.3773],
    ['al-ain', 'Al Ain', 'العين', 24.2075, 55.7447],
    ['ruwais', 'Ruwais', 'الرويس', 24.1103, 52.7306],
  ]),
  province('dubai', 'Dubai', 'دبي', [
    ['dubai-city', 'Dubai', 'دبي', 25.2048, 55.2708],
    ['hatta', 'Hatta', 'حتا', 24.796, 56.118],
    ['jebel-ali', 'Jebel Ali', 'جبل علي', 25.0118, 55.1127],
  ]),
  province('sharjah', 'Sharjah', 'الشارقة', [
    ['sharjah-city', 'Sharjah', 'الشارقة', 25.3463, 55.4209],
    ['khor-fakkan', 'Khor Fakkan', 'خورفكان', 25.3313, 56.3419],
    ['kalba', 'Kalba', 'كلباء', 25.0742, 56.3553],
  ]),
  province('ajman', 'Ajman', 'عجمان', [
    ['ajman-city', 'Ajman', 'عجمان', 25.4052, 55.5136],
    ['masfout', 'Masfout', 'مصفوت', 24.813, 56.075],
  ]),
  province('umm-al-quwain', 'Umm Al Quwain', 'أم القيوين', [
    ['umm-al-quwain-city', 'Umm Al Quwain', 'أم القيوين', 25.5647, 55.5552],
    ['falaj-al-mualla', 'Falaj Al Mualla', 'فلج المعلا', 25.35, 55.85],
  ]),
  province('ras-al-khaimah', 'Ras Al Khaimah', 'رأس الخيمة', [
    ['ras-al-khaimah-city', 'Ras Al Khaimah', 'رأس الخيمة', 25.8007, 55.9762],
    ['al-jazirah-al-hamra', 'Al Jazirah Al Hamra', 'الجزيرة الحمراء', 25.71, 55.8],
  ]),
  province('fujairah', 'Fujairah', 'الفجيرة', [
    ['fujairah-city', 'Fujairah', 'الفجيرة', 25.1288, 56.3265],
    ['dibba-al-fujairah', 'Dibba Al Fujairah', 'دبا الفجيرة', 25.5925, 56.2611],
  ]),
]

export const uaeRegionsByCity: Readonly<Record<string, readonly RegionPlace[]>> = {
  'dubai-city': [
    ['Deira', 'ديرة', 25.2711, 55.3075],
    ['Bur Dubai', 'بر دبي', 25.2532, 55.2972],
    ['Al Barsha', 'البرشاء', 25.1124, 55.1967],
  ],
  'abu-dhabi-city': [
    ['Al Khalidiyah', 'الخالدية', 24.4716, 54.3495],
    ['Mussafah', 'مصفح', 24.3484, 54.4986],
  ],
  'sharjah-city': [['Al Nahda', 'النهدة', 25.3008, 55.3736]],
}

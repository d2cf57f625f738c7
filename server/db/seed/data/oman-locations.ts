// Oman's 11 governorates and their wilayats, with approximate center coordinates.
// Each wilayat: [slug, English, Arabic, latitude, longitude].

type Place = readonly [slug: string, en: string, ar: string, lat: number, lng: number]

export interface Province {
  slug: string
  en: string
  ar: string
  cities: readonly Place[]
}

export const province = (slug: string, en: string, ar: string, cities: Place[]): Province => ({
  slug,
  en,
  ar,
  cities,
})

export const omanProvinces: readonly Province[] = [
  province('muscat', 'Muscat', 'مسقط', [
    ['muscat', 'Muscat', 'مسقط', 23.6139, 58.5922],
    ['muttrah', 'Muttrah', 'مطرح', 23.617, 58.565],
    ['bawshar', 'Bawshar', 'بوشر', 23.577, 58.399],
    ['as-seeb', 'As Seeb', 'السيب', 23.6703, 58.1891],
    ['al-amrat', 'Al Amrat', 'العامرات', 23.52, 58.5],
    ['qurayyat', 'Qurayyat', 'قريات', 23.263, 58.919],
  ]),
  province('dhofar', 'Dhofar', 'ظفار', [
    ['salalah', 'Salalah', 'صلالة', 17.0194, 54.0897],
    ['taqah', 'Taqah', 'طاقة', 17.038, 54.402],
    ['mirbat', 'Mirbat', 'مرباط', 16.992, 54.692],
    ['rakhyut', 'Rakhyut', 'رخيوت', 16.742, 53.42],
    ['thumrait', 'Thumrait', 'ثمريت', 17.666, 54.025],
    ['dhalkut', 'Dhalkut', 'ضلكوت', 16.708, 53.25],
    ['al-mazyunah', 'Al Mazyunah', 'المزيونة', 17.846, 52.66],
    ['muqshin', 'Muqshin', 'مقشن', 19.56, 54.88],
    [
      'shalim-and-the-hallaniyat-islands',
      'Shalim and the Hallaniyat Islands',
      'شليم وجزر الحلانيات',
      18.04,
      55.63,
    ],
    ['sadah', 'Sadah', 'سدح', 17.05, 55.067],
  ]),
  province('musandam', 'Musandam', 'مسندم', [
    ['khasab', 'Khasab', 'خصب', 26.18, 56.248],
    ['bukha', 'Bukha', 'بخا', 26.143, 56.151],
    ['daba', 'Daba', 'دبا', 25.617, 56.264],
    ['madha', 'Madha', 'مدحاء', 25.283, 56.33],
  ]),
  province('al-buraimi', 'Al Buraimi', 'البريمي', [
    ['al-buraimi', 'Al Buraimi', 'البريمي', 24.25, 55.793],
    ['mahdah', 'Mahdah', 'محضة', 24.394, 55.969],
    ['as-sunaynah', 'As Sunaynah', 'السنينة', 23.666, 55.916],
  ]),
  province('ad-dakhiliyah', 'Ad Dakhiliyah', 'الداخلية', [
    ['nizwa', 'Nizwa', 'نزوى', 22.9333, 57.53],
    ['bahla', 'Bahla', 'بهلاء', 22.969, 57.297],
    ['manah', 'Manah', 'منح', 22.795, 57.595],
    ['al-hamra', 'Al Hamra', 'الحمراء', 23.118, 57.283],
    ['adam', 'Adam', 'أدم', 22.379, 57.526],
    ['izki', 'Izki', 'إزكي', 22.934, 57.767],
    ['samail', 'Samail', 'سمائل', 23.303, 57.977],
    ['bidbid', 'Bidbid', 'بدبد', 23.408, 58.126],
    ['al-jabal-al-akhdar', 'Al Jabal Al Akhdar', 'الجبل الأخضر', 23.073, 57.668],
  ]),
  province('al-batinah-north', 'Al Batinah North', 'شمال الباطنة', [
    ['sohar', 'Sohar', 'صحار', 24.347, 56.709],
    ['shinas', 'Shinas', 'شناص', 24.743, 56.466],
    ['liwa', 'Liwa', 'لوى', 24.531, 56.566],
    ['saham', 'Saham', 'صحم', 24.172, 56.889],
    ['al-khaburah', 'Al Khaburah', 'الخابورة', 23.973, 57.096],
    ['as-suwayq', 'As Suwayq', 'السويق', 23.85, 57.438],
  ]),
  province('al-batinah-south', 'Al Batinah South', 'جنوب الباطنة', [
    ['ar-rustaq', 'Ar Rustaq', 'الرستاق', 23.39, 57.424],
    ['al-awabi', 'Al Awabi', 'العوابي', 23.303, 57.53],
    ['nakhal', 'Nakhal', 'نخل', 23.395, 57.829],
    ['wadi-al-maawil', 'Wadi Al Maawil', 'وادي المعاول', 23.45, 57.75],
    ['barka', 'Barka', 'بركاء', 23.679, 57.88],
    ['al-musanaah', 'Al Musanaah', 'المصنعة', 23.745, 57.625],
  ]),
  province('ash-sharqiyah-south', 'Ash Sharqiyah South', 'جنوب الشرقية', [
    ['sur', 'Sur', 'صور', 22.567, 59.529],
    ['al-kamil-wal-wafi', 'Al Kamil Wal Wafi', 'الكامل والوافي', 22.213, 59.197],
    ['jaalan-bani-bu-hassan', 'Jaalan Bani Bu Hassan', 'جعلان بني بو حسن', 22.106, 59.305],
    ['jaalan-bani-bu-ali', 'Jaalan Bani Bu Ali', 'جعلان بني بو علي', 21.996, 59.35],
    ['masirah', 'Masirah', 'مصيرة', 20.67, 58.88],
  ]),
  province('ash-sharqiyah-north', 'Ash Sharqiyah North', 'شمال الشرقية', [
    ['ibra', 'Ibra', 'إبراء', 22.691, 58.533],
    ['al-mudhaibi', 'Al Mudhaibi', 'المضيبي', 22.573, 58.112],
    ['bidiyah', 'Bidiyah', 'بدية', 22.452, 58.8],
    ['al-qabil', 'Al Qabil', 'القابل', 22.579, 58.689],
    ['wadi-bani-khalid', 'Wadi Bani Khalid', 'وادي بني خالد', 22.613, 59.09],
    ['dima-wa-al-taeen', 'Dima Wa Al Taeen', 'دماء والطائيين', 22.95, 58.7],
  ]),
  province('ad-dhahirah', 'Ad Dhahirah', 'الظاهرة', [
    ['ibri', 'Ibri', 'عبري', 23.226, 56.515],
    ['yanqul', 'Yanqul', 'ينقل', 23.586, 56.54],
    ['dhank', 'Dhank', 'ضنك', 23.555, 56.257],
  ]),
  province('al-wusta', 'Al Wusta', 'الوسطى', [
    ['haima', 'Haima', 'هيماء', 19.959, 56.276],
    ['duqm', 'Duqm', 'الدقم', 19.662, 57.705],
    ['mahout', 'Mahout', 'محوت', 20.523, 58.14],
    ['al-jazir', 'Al Jazir', 'الجازر', 18.95, 57.2],
  ]),
]

export type RegionPlace = readonly [en: string, ar: string, lat: number, lng: number]

// Neighbourhoods of the main cities (also what reverse geocoding snaps a map pin to). Cities
// not listed get one "center" region so an address can be placed anywhere.
export const regionsByCity: Readonly<Record<string, readonly RegionPlace[]>> = {
  bawshar: [
    ['Al Khuwair', 'الخوير', 23.5953, 58.4243],
    ['Al Ghubra', 'الغبرة', 23.5921, 58.3912],
    ['Madinat Sultan Qaboos', 'مدينة السلطان قابوس', 23.6005, 58.4405],
    ['Al Azaiba', 'العذيبة', 23.5903, 58.3553],
    ['Ghala', 'غلا', 23.5634, 58.3862],
    ['Al Ansab', 'الأنصب', 23.5548, 58.3556],
    ['Bawshar Heights', 'مرتفعات بوشر', 23.5672, 58.4051],
  ],
  muttrah: [
    ['Ruwi', 'روي', 23.5942, 58.5452],
    ['Qurum', 'القرم', 23.6152, 58.4801],
    ['Al Wattayah', 'الوطية', 23.5981, 58.5221],
    ['Darsait', 'دارسيت', 23.6101, 58.5453],
    ['Wadi Kabir', 'الوادي الكبير', 23.5803, 58.5602],
    ['Muttrah Corniche', 'كورنيش مطرح', 23.6204, 58.5671],
  ],
  'as-seeb': [
    ['Al Mawaleh', 'الموالح', 23.5902, 58.2503],
    ['Al Khoudh', 'الخوض', 23.5853, 58.1702],
    ['Al Hail', 'الحيل', 23.6601, 58.2702],
    ['Al Maabilah', 'المعبيلة', 23.6403, 58.1204],
    ['Al Mouj', 'الموج', 23.6271, 58.2852],
    ['Seeb Souq', 'سوق السيب', 23.6803, 58.1881],
  ],
  muscat: [
    ['Old Muscat', 'مسقط القديمة', 23.6132, 58.5901],
    ['Al Bustan', 'البستان', 23.5791, 58.6102],
    ['Sidab', 'سداب', 23.6003, 58.6071],
  ],
  'al-amrat': [
    ['Al Amrat Center', 'وسط العامرات', 23.5201, 58.5002],
    ['Al Mahaj', 'المحج', 23.4803, 58.4902],
  ],
  qurayyat: [
    ['Qurayyat Center', 'وسط قريات', 23.2631, 58.9192],
    ['Dhabab', 'ضباب', 23.3702, 58.8301],
  ],
  salalah: [
    ['Al Saadah', 'السعادة', 17.0402, 54.1203],
    ['Al Dahariz', 'الدهاريز', 17.0101, 54.1302],
    ['Al Haffa', 'الحافة', 17.0003, 54.1004],
    ['Awqad', 'عوقد', 17.0102, 54.0301],
    ['New Salalah', 'صلالة الجديدة', 17.0302, 54.0853],
  ],
  sohar: [
    ['Falaj Al Qabail', 'فلج القبائل', 24.3931, 56.6252],
    ['Al Tareef', 'الطريف', 24.3402, 56.7403],
    ['Al Humbar', 'الهمبار', 24.3603, 56.7202],
    ['Sallan', 'صلان', 24.3501, 56.7302],
  ],
  nizwa: [
    ['Nizwa Souq', 'سوق نزوى', 22.9333, 57.5301],
    ['Firq', 'فرق', 22.9002, 57.5403],
    ['Birkat Al Mawz', 'بركة الموز', 22.9202, 57.6701],
    ['Tanuf', 'تنوف', 22.9601, 57.4702],
  ],
  sur: [
    ['Al Ayjah', 'العيجة', 22.5752, 59.5351],
    ['Bilad Sur', 'بلاد صور', 22.5553, 59.5052],
    ['Ras Al Hadd', 'رأس الحد', 22.5301, 59.7902],
  ],
  barka: [
    ['Barka Center', 'وسط بركاء', 23.6791, 57.8802],
    ['Al Rumais', 'الرميس', 23.6602, 58.0101],
    ['Al Sawadi', 'السوادي', 23.7702, 57.7803],
  ],
  ibri: [
    ['Ibri Center', 'وسط عبري', 23.2261, 56.5152],
    ['Al Iraqi', 'العراقي', 23.2602, 56.5003],
  ],
}

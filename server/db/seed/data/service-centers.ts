// Service center types, how many centers each main wilayat has, and how they are named.
type Named = readonly [en: string, ar: string]

export const centerTypes: Named[] = [
  ['Car wash', 'مغسلة سيارات'],
  ['Oil change', 'تغيير الزيت'],
  ['Tires and batteries', 'الإطارات والبطاريات'],
  ['Full service', 'صيانة شاملة'],
]

/** Type index (0-based, as in centerTypes) of the demo centers. */
export const fullServiceType = 3

/** Centers per wilayat, besides the two demo centers (Bawshar and Al Amrat). */
export const centersPerCity: Record<string, number> = {
  bawshar: 4,
  'as-seeb': 5,
  muttrah: 4,
  muscat: 3,
  'al-amrat': 2,
  qurayyat: 2,
  salalah: 5,
  sohar: 4,
  nizwa: 4,
  sur: 3,
  barka: 3,
  ibri: 2,
  'al-buraimi': 2,
  'ar-rustaq': 2,
  ibra: 2,
  khasab: 1,
  duqm: 1,
}

type Pattern = (region: Named) => Named

export const namePatterns: Pattern[][] = [
  [
    ([en, ar]) => [`${en} Car Wash`, `مغسلة ${ar}`],
    ([en, ar]) => [`Sparkle Auto Spa – ${en}`, `سباركل لتجميل السيارات – ${ar}`],
    ([en, ar]) => [`HiG Wash – ${en}`, `هاي جي للغسيل – ${ar}`],
  ],
  [
    ([en, ar]) => [`${en} Oil Change Center`, `مركز ${ar} لتغيير الزيت`],
    ([en, ar]) => [`Quick Lube – ${en}`, `كويك لوب – ${ar}`],
  ],
  [
    ([en, ar]) => [`${en} Tyre & Battery House`, `بيت ${ar} للإطارات والبطاريات`],
    ([en, ar]) => [`Al Waha Tyres – ${en}`, `إطارات الواحة – ${ar}`],
  ],
  [
    ([en, ar]) => [`HiG Car Care – ${en}`, `هاي جي للعناية بالسيارات – ${ar}`],
    ([en, ar]) => [`${en} Auto Service`, `${ar} لخدمات السيارات`],
  ],
]

export const streets: readonly (readonly [string, string])[] = [
  ['Sultan Qaboos Street', 'شارع السلطان قابوس'],
  ['18th November Street', 'شارع 18 نوفمبر'],
  ['Main Road', 'الطريق الرئيسي'],
  ['Souq Street', 'شارع السوق'],
  ['Industrial Area Road', 'طريق المنطقة الصناعية'],
  ['Corniche Road', 'طريق الكورنيش'],
  ['Bank Street', 'شارع البنوك'],
  ['Al Nahda Street', 'شارع النهضة'],
]

// Product attributes and their fixed values. Products refer to a value as 'attribute:value'.
// brand, origin, sku-group and description get their values from the products themselves.
// metadata {"filter":"false"} keeps an attribute out of the filter panel, {"detail":"false"}
// out of the product detail.

interface AttributeValue {
  slug: string
  en: string
  ar: string
}

export interface AttributeDef {
  slug: string
  en: string
  ar: string
  inputType: 'DROPDOWN' | 'MULTISELECT' | 'RICH_TEXT' | 'PLAIN_TEXT'
  metadata: Record<string, string>
  values: AttributeValue[]
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Technical codes read the same in both languages (kept left-to-right inside Arabic text). */
const codes = (list: string[]): AttributeValue[] =>
  list.map((code) => ({ slug: slugOf(code), en: code, ar: `\u200f${code}` }))

const capacities: AttributeValue[] = [
  { slug: '500-ml', en: '500 ml', ar: '500 مل' },
  { slug: '1-l', en: '1 L', ar: '1 لتر' },
  { slug: '4-l', en: '4 L', ar: '4 لتر' },
  { slug: '5-l', en: '5 L', ar: '5 لتر' },
  { slug: '20-l', en: '20 L', ar: '20 لتر' },
]

export const attributeDefs: AttributeDef[] = [
  {
    slug: 'brand',
    en: 'Brand',
    ar: 'العلامة التجارية',
    inputType: 'DROPDOWN',
    metadata: {},
    values: [],
  },
  {
    slug: 'viscosity',
    en: 'Viscosity',
    ar: 'اللزوجة',
    inputType: 'DROPDOWN',
    metadata: {},
    values: codes([
      '0W-20',
      '5W-30',
      '5W-40',
      '10W-30',
      '10W-40',
      '10W-50',
      '15W-40',
      '15W-50',
      '20W-50',
    ]),
  },
  {
    slug: 'tire-size',
    en: 'Size',
    ar: 'المقاس',
    inputType: 'DROPDOWN',
    metadata: {},
    values: codes([
      '185/65 R15',
      '195/65 R15',
      '195/60 R15',
      '205/55 R16',
      '215/60 R16',
      '205/60 R16',
      '215/55 R16',
      '225/45 R17',
      '215/55 R17',
      '225/55 R17',
      '225/65 R17',
      '235/45 R18',
      '225/40 R18',
      '245/45 R18',
      '235/55 R18',
      '265/65 R17',
      '265/70 R16',
      '285/65 R17',
      '265/60 R18',
      '275/70 R16',
      '285/60 R18',
      '195 R15C',
      '215/70 R15C',
      '225/70 R15C',
      '195/70 R15C',
      '205/65 R16C',
      '120/70 ZR17',
      '180/55 ZR17',
      '190/55 ZR17',
      '110/80 R19',
      '150/70 R17',
    ]),
  },
  {
    slug: 'capacity',
    en: 'Capacity',
    ar: 'السعة',
    inputType: 'DROPDOWN',
    metadata: {},
    values: capacities,
  },
  {
    slug: 'battery-capacity',
    en: 'Battery Capacity',
    ar: 'سعة البطارية',
    inputType: 'DROPDOWN',
    metadata: {},
    values: [6, 8, 10, 12, 45, 55, 60, 70, 74, 80, 90, 100, 110, 135, 150, 180, 200].map((ah) => ({
      slug: `${ah}ah`,
      en: `${ah}Ah`,
      ar: `${ah} أمبير`,
    })),
  },
  {
    slug: 'voltage',
    en: 'Voltage',
    ar: 'الجهد',
    inputType: 'DROPDOWN',
    metadata: {},
    values: [
      { slug: '12v', en: '12V', ar: '12 فولت' },
      { slug: '24v', en: '24V', ar: '24 فولت' },
    ],
  },
  {
    slug: 'season',
    en: 'Season',
    ar: 'الموسم',
    inputType: 'DROPDOWN',
    metadata: {},
    values: [
      { slug: 'summer', en: 'Summer', ar: 'صيفي' },
      { slug: 'all-season', en: 'All-season', ar: 'لجميع الفصول' },
    ],
  },
  {
    slug: 'origin',
    en: 'Country of Origin',
    ar: 'بلد المنشأ',
    inputType: 'DROPDOWN',
    metadata: {},
    values: [],
  },
  {
    slug: 'warranty',
    en: 'Warranty',
    ar: 'الضمان',
    inputType: 'DROPDOWN',
    metadata: {},
    values: [
      { slug: '6-months', en: '6 months', ar: '6 أشهر' },
      { slug: '1-year', en: '1 year', ar: 'سنة واحدة' },
      { slug: '18-months', en: '18 months', ar: '18 شهرًا' },
      { slug: '2-years', en: '2 years', ar: 'سنتان' },
      { slug: '3-years', en: '3 years', ar: '3 سنوات' },
      { slug: '5-years', en: '5 years', ar: '5 سنوات' },
    ],
  },
  {
    slug: 'gear-size',
    en: 'Gear Size',
    ar: 'مقاس المعدات',
    inputType: 'DROPDOWN',
    metadata: {},
    values: ['S', 'M', 'L', 'XL'].map((s) => ({ slug: s.toLowerCase(), en: s, ar: `\u200f${s}` })),
  },
  {
    slug: 'standard',
    en: 'Specification',
    ar: 'المواصفة القياسية',
    inputType: 'DROPDOWN',
    // Shown on the product page, not offered as a filter.
    metadata: { filter: 'false' },
    values: codes([
      'API SP',
      'API SN Plus',
      'ACEA C3',
      'API CK-4',
      'JASO MA2',
      'DOT 4',
      'ECE R22.06',
      'EN 50342',
    ]),
  },
  {
    slug: 'vehicle-type',
    en: 'Vehicle Type',
    ar: 'نوع المركبة',
    inputType: 'MULTISELECT',
    // A filter only: the product name already says what it fits.
    metadata: { detail: 'false' },
    values: [
      { slug: 'sedan', en: 'Sedan', ar: 'سيدان' },
      { slug: 'suv', en: 'SUV', ar: 'دفع رباعي' },
      { slug: 'pickup', en: 'Pickup and Van', ar: 'بيك أب وفان' },
      { slug: 'truck', en: 'Truck', ar: 'شاحنة' },
      { slug: 'motorcycle', en: 'Motorcycle', ar: 'دراجة نارية' },
    ],
  },
  {
    slug: 'sku-group',
    en: 'SKU Group',
    ar: 'مجموعة الصنف',
    inputType: 'DROPDOWN',
    // Internal: used by the warehouse, never shown to customers.
    metadata: { detail: 'false', filter: 'false' },
    values: [],
  },
  {
    slug: 'description',
    en: 'Description',
    ar: 'الوصف',
    inputType: 'RICH_TEXT',
    metadata: { filter: 'false' },
    values: [],
  },
]

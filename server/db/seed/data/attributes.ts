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

/** Values as [slug, English, Arabic] rows. */
const values = (rows: [slug: string, en: string, ar: string][]): AttributeValue[] =>
  rows.map(([slug, en, ar]) => ({ slug, en, ar }))

// Most attributes are dropdowns shown both as a filter and on the product page.
const attribute = (
  slug: string,
  en: string,
  ar: string,
  values: AttributeValue[] = [],
  options: Partial<Pick<AttributeDef, 'inputType' | 'metadata'>> = {},
): AttributeDef => ({ slug, en, ar, inputType: 'DROPDOWN', metadata: {}, ...options, values })

/** Technical codes read the same in both languages (kept left-to-right inside Arabic text). */
const codes = (list: string[]): AttributeValue[] =>
  list.map((code) => ({ slug: slugOf(code), en: code, ar: `\u200f${code}` }))

const capacities = values([
  ['500-ml', '500 ml', '500 مل'],
  ['1-l', '1 L', '1 لتر'],
  ['4-l', '4 L', '4 لتر'],
  ['5-l', '5 L', '5 لتر'],
  ['20-l', '20 L', '20 لتر'],
])

export const attributeDefs: AttributeDef[] = [
  attribute('brand', 'Brand', 'العلامة التجارية'),
  attribute(
    'viscosity',
    'Viscosity',
    'اللزوجة',
    codes(['0W-20', '5W-30', '5W-40', '10W-30', '10W-40', '10W-50', '15W-40', '15W-50', '20W-50']),
  ),
  attribute(
    'tire-size',
    'Size',
    'المقاس',
    codes([
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
  ),
  attribute('capacity', 'Capacity', 'السعة', capacities),
  attribute(
    'battery-capacity',
    'Battery Capacity',
    'سعة البطارية',
    [6, 8, 10, 12, 45, 55, 60, 70, 74, 80, 90, 100, 110, 135, 150, 180, 200].map((ah) => ({
      slug: `${ah}ah`,
      en: `${ah}Ah`,
      ar: `${ah} أمبير`,
    })),
  ),
  attribute(
    'voltage',
    'Voltage',
    'الجهد',
    values([
      ['12v', '12V', '12 فولت'],
      ['24v', '24V', '24 فولت'],
    ]),
  ),
  attribute(
    'season',
    'Season',
    'الموسم',
    values([
      ['summer', 'Summer', 'صيفي'],
      ['all-season', 'All-season', 'لجميع الفصول'],
    ]),
  ),
  attribute('origin', 'Country of Origin', 'بلد المنشأ'),
  attribute(
    'warranty',
    'Warranty',
    'الضمان',
    values([
      ['6-months', '6 months', '6 أشهر'],
      ['1-year', '1 year', 'سنة واحدة'],
      ['18-months', '18 months', '18 شهرًا'],
      ['2-years', '2 years', 'سنتان'],
      ['3-years', '3 years', '3 سنوات'],
      ['5-years', '5 years', '5 سنوات'],
    ]),
  ),
  attribute(
    'gear-size',
    'Gear Size',
    'مقاس المعدات',
    ['S', 'M', 'L', 'XL'].map((s) => ({ slug: s.toLowerCase(), en: s, ar: `\u200f${s}` })),
  ),
  // Shown on the product page, not offered as a filter.
  attribute(
    'standard',
    'Specification',
    'المواصفة القياسية',
    codes([
      'API SP',
      'API SN Plus',
      'ACEA C3',
      'API CK-4',
      'JASO MA2',
      'DOT 4',
      'ECE R22.06',
      'EN 50342',
    ]),
    { metadata: { filter: 'false' } },
  ),
  // A filter only: the product name already says what it fits.
  attribute(
    'vehicle-type',
    'Vehicle Type',
    'نوع المركبة',
    values([
      ['sedan', 'Sedan', 'سيدان'],
      ['suv', 'SUV', 'دفع رباعي'],
      ['pickup', 'Pickup and Van', 'بيك أب وفان'],
      ['truck', 'Truck', 'شاحنة'],
      ['motorcycle', 'Motorcycle', 'دراجة نارية'],
    ]),
    { inputType: 'MULTISELECT', metadata: { detail: 'false' } },
  ),
  // Internal: used by the warehouse, never shown to customers.
  attribute('sku-group', 'SKU Group', 'مجموعة الصنف', [], {
    metadata: { detail: 'false', filter: 'false' },
  }),
  attribute('description', 'Description', 'الوصف', [], {
    inputType: 'RICH_TEXT',
    metadata: { filter: 'false' },
  }),
]

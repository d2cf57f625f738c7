// The category tree. Two branches go four levels deep (Engine Oil and Tire); every leaf has
// products except car-electronics, which stays empty on purpose (the app hides empty
// categories, but never 'sales').

export interface CategoryNode {
  slug: string
  en: string
  ar: string
  color?: string
  children?: CategoryNode[]
}

const leaf = (slug: string, en: string, ar: string): CategoryNode => ({ slug, en, ar })

const branch = (slug: string, en: string, ar: string, children: CategoryNode[]): CategoryNode => ({
  ...leaf(slug, en, ar),
  children,
})

/** The roots have a color of their own. */
const root = (slug: string, en: string, ar: string, color: string, children: CategoryNode[]) => ({
  ...leaf(slug, en, ar),
  color,
  children,
})

const emptyCategorySlug = 'car-electronics'

export const categoryTree: CategoryNode[] = [
  root('motorcycle', 'Motorcycle', 'الدراجات النارية', '#5f3dc4', [
    leaf('motorcycle-oil', 'Motorcycle Oil', 'زيوت الدراجات النارية'),
    leaf('motorcycle-tires', 'Motorcycle Tires', 'إطارات الدراجات النارية'),
    branch('helmets-and-gear', 'Helmets and Gear', 'الخوذ والمعدات', [
      leaf('helmets', 'Helmets', 'الخوذ'),
      leaf('riding-gear', 'Gloves and Jackets', 'القفازات والسترات'),
    ]),
    branch('motorcycle-parts', 'Motorcycle Parts', 'قطع الدراجات النارية', [
      leaf('chains-and-sprockets', 'Chains and Sprockets', 'الجنازير والتروس'),
      leaf('motorcycle-brake-pads', 'Motorcycle Brake Pads', 'فحمات فرامل الدراجات'),
      leaf('motorcycle-batteries', 'Motorcycle Batteries', 'بطاريات الدراجات النارية'),
    ]),
  ]),
  root('automobile', 'Automobile', 'السيارات', '#1864ab', [
    branch('car-accessories', 'Car Accessories', 'إكسسوارات السيارات', [
      leaf('floor-mats', 'Floor Mats', 'الدواسات الأرضية'),
      leaf('sunshades-and-covers', 'Sunshades and Covers', 'مظلات الشمس والأغطية'),
    ]),
    branch('car-parts', 'Car Parts', 'قطع غيار السيارات', [
      leaf('wiper-blades', 'Wiper Blades', 'مساحات الزجاج'),
      leaf('air-filters', 'Air Filters', 'فلاتر الهواء'),
      leaf('brake-pads', 'Brake Pads', 'فحمات الفرامل'),
      leaf('spark-plugs', 'Spark Plugs', 'شمعات الإشعال'),
    ]),
    leaf('car-fluids', 'Coolants and Fluids', 'سوائل التبريد والزيوت الأخرى'),
    leaf(emptyCategorySlug, 'Car Electronics', 'إلكترونيات السيارات'),
  ]),
  root('carwash', 'Carwash', 'غسيل السيارات', '#0b7285', [
    branch('carwash-services', 'Carwash Services', 'خدمات غسيل السيارات', [
      leaf('exterior-wash', 'Exterior Wash', 'الغسيل الخارجي'),
      leaf('interior-cleaning', 'Interior Cleaning', 'التنظيف الداخلي'),
      leaf('detailing-and-polishing', 'Detailing and Polishing', 'التلميع والعناية الفائقة'),
    ]),
    branch('car-care-products', 'Car Care Products', 'منتجات العناية بالسيارات', [
      leaf('car-shampoo', 'Car Shampoo', 'شامبو السيارات'),
      leaf('wax-and-polish', 'Wax and Polish', 'الشمع والملمع'),
      leaf('microfiber-and-tools', 'Microfiber and Tools', 'المناشف والأدوات'),
    ]),
  ]),
  root('engine-oil', 'Engine Oil', 'زيت المحرك', '#e67700', [
    branch('passenger-car-oil', 'Passenger Car Oil', 'زيوت سيارات الركاب', [
      branch('synthetic-oil', 'Synthetic', 'اصطناعي', [
        leaf('synthetic-0w-20', '0W-20', '\u200f0W-20'),
        leaf('synthetic-5w-30', '5W-30', '\u200f5W-30'),
        leaf('synthetic-5w-40', '5W-40', '\u200f5W-40'),
      ]),
      branch('semi-synthetic-oil', 'Semi-Synthetic', 'شبه اصطناعي', [
        leaf('semi-synthetic-10w-30', '10W-30', '\u200f10W-30'),
        leaf('semi-synthetic-10w-40', '10W-40', '\u200f10W-40'),
      ]),
      leaf('mineral-oil', 'Mineral', 'معدني'),
    ]),
    leaf('diesel-engine-oil', 'Diesel Engine Oil', 'زيوت محركات الديزل'),
    leaf('oil-filters', 'Oil Filters', 'فلاتر الزيت'),
    leaf('oil-change-services', 'Oil Change Services', 'خدمات تغيير الزيت'),
  ]),
  root('tire', 'Tire', 'الإطارات', '#343a40', [
    branch('passenger-tires', 'Passenger Tires', 'إطارات سيارات الركاب', [
      branch('summer-tires', 'Summer Tires', 'إطارات صيفية', [
        leaf('summer-tires-15-inch', '15 inch', '15 إنش'),
        leaf('summer-tires-16-inch', '16 inch', '16 إنش'),
        leaf('summer-tires-17-inch', '17 inch', '17 إنش'),
        leaf('summer-tires-18-inch', '18 inch', '18 إنش'),
      ]),
      leaf('all-season-tires', 'All-Season Tires', 'إطارات لجميع الفصول'),
    ]),
    branch('suv-tires', 'SUV and 4x4 Tires', 'إطارات الدفع الرباعي', [
      leaf('all-terrain-tires', 'All-Terrain', 'لجميع التضاريس'),
      leaf('highway-tires', 'Highway', 'للطرق السريعة'),
    ]),
    leaf('commercial-tires', 'Commercial Tires', 'الإطارات التجارية'),
    leaf('tire-services', 'Tire Services', 'خدمات الإطارات'),
  ]),
  root('battery', 'Battery', 'البطاريات', '#2b8a3e', [
    branch('car-batteries', 'Car Batteries', 'بطاريات السيارات', [
      leaf('batteries-up-to-60ah', 'Up to 60Ah', 'حتى 60 أمبير'),
      leaf('batteries-61-to-80ah', '61Ah to 80Ah', 'من 61 إلى 80 أمبير'),
      leaf('batteries-81ah-and-above', '81Ah and above', '81 أمبير فأكثر'),
    ]),
    leaf('truck-batteries', 'Truck Batteries', 'بطاريات الشاحنات'),
    leaf('chargers-and-jump-starters', 'Chargers and Jump Starters', 'الشواحن وأجهزة التشغيل'),
  ]),
  { slug: 'sales', en: 'Sales', ar: 'تخفيضات', color: '#c92a2a' },
]

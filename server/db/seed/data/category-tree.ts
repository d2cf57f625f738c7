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

const emptyCategorySlug = 'car-electronics'

export const categoryTree: CategoryNode[] = [
  {
    slug: 'motorcycle',
    en: 'Motorcycle',
    ar: 'الدراجات النارية',
    color: '#5f3dc4',
    children: [
      leaf('motorcycle-oil', 'Motorcycle Oil', 'زيوت الدراجات النارية'),
      leaf('motorcycle-tires', 'Motorcycle Tires', 'إطارات الدراجات النارية'),
      {
        slug: 'helmets-and-gear',
        en: 'Helmets and Gear',
        ar: 'الخوذ والمعدات',
        children: [
          leaf('helmets', 'Helmets', 'الخوذ'),
          leaf('riding-gear', 'Gloves and Jackets', 'القفازات والسترات'),
        ],
      },
      {
        slug: 'motorcycle-parts',
        en: 'Motorcycle Parts',
        ar: 'قطع الدراجات النارية',
        children: [
          leaf('chains-and-sprockets', 'Chains and Sprockets', 'الجنازير والتروس'),
          leaf('motorcycle-brake-pads', 'Motorcycle Brake Pads', 'فحمات فرامل الدراجات'),
          leaf('motorcycle-batteries', 'Motorcycle Batteries', 'بطاريات الدراجات النارية'),
        ],
      },
    ],
  },
  {
    slug: 'automobile',
    en: 'Automobile',
    ar: 'السيارات',
    color: '#1864ab',
    children: [
      {
        slug: 'car-accessories',
        en: 'Car Accessories',
        ar: 'إكسسوارات السيارات',
        children: [
          leaf('floor-mats', 'Floor Mats', 'الدواسات الأرضية'),
          leaf('sunshades-and-covers', 'Sunshades and Covers', 'مظلات الشمس والأغطية'),
        ],
      },
      {
        slug: 'car-parts',
        en: 'Car Parts',
        ar: 'قطع غيار السيارات',
        children: [
          leaf('wiper-blades', 'Wiper Blades', 'مساحات الزجاج'),
          leaf('air-filters', 'Air Filters', 'فلاتر الهواء'),
          leaf('brake-pads', 'Brake Pads', 'فحمات الفرامل'),
          leaf('spark-plugs', 'Spark Plugs', 'شمعات الإشعال'),
        ],
      },
      leaf('car-fluids', 'Coolants and Fluids', 'سوائل التبريد والزيوت الأخرى'),
      leaf(emptyCategorySlug, 'Car Electronics', 'إلكترونيات السيارات'),
    ],
  },
  {
    slug: 'carwash',
    en: 'Carwash',
    ar: 'غسيل السيارات',
    color: '#0b7285',
    children: [
      {
        slug: 'carwash-services',
        en: 'Carwash Services',
        ar: 'خدمات غسيل السيارات',
        children: [
          leaf('exterior-wash', 'Exterior Wash', 'الغسيل الخارجي'),
          leaf('interior-cleaning', 'Interior Cleaning', 'التنظيف الداخلي'),
          leaf('detailing-and-polishing', 'Detailing and Polishing', 'التلميع والعناية الفائقة'),
        ],
      },
      {
        slug: 'car-care-products',
        en: 'Car Care Products',
        ar: 'منتجات العناية بالسيارات',
        children: [
          leaf('car-shampoo', 'Car Shampoo', 'شامبو السيارات'),
          leaf('wax-and-polish', 'Wax and Polish', 'الشمع والملمع'),
          leaf('microfiber-and-tools', 'Microfiber and Tools', 'المناشف والأدوات'),
        ],
      },
    ],
  },
  {
    slug: 'engine-oil',
    en: 'Engine Oil',
    ar: 'زيت المحرك',
    color: '#e67700',
    children: [
      {
        slug: 'passenger-car-oil',
        en: 'Passenger Car Oil',
        ar: 'زيوت سيارات الركاب',
        children: [
          {
            slug: 'synthetic-oil',
            en: 'Synthetic',
            ar: 'اصطناعي',
            children: [
              leaf('synthetic-0w-20', '0W-20', '\u200f0W-20'),
              leaf('synthetic-5w-30', '5W-30', '\u200f5W-30'),
              leaf('synthetic-5w-40', '5W-40', '\u200f5W-40'),
            ],
          },
          {
            slug: 'semi-synthetic-oil',
            en: 'Semi-Synthetic',
            ar: 'شبه اصطناعي',
            children: [
              leaf('semi-synthetic-10w-30', '10W-30', '\u200f10W-30'),
              leaf('semi-synthetic-10w-40', '10W-40', '\u200f10W-40'),
            ],
          },
          leaf('mineral-oil', 'Mineral', 'معدني'),
        ],
      },
      leaf('diesel-engine-oil', 'Diesel Engine Oil', 'زيوت محركات الديزل'),
      leaf('oil-filters', 'Oil Filters', 'فلاتر الزيت'),
      leaf('oil-change-services', 'Oil Change Services', 'خدمات تغيير الزيت'),
    ],
  },
  {
    slug: 'tire',
    en: 'Tire',
    ar: 'الإطارات',
    color: '#343a40',
    children: [
      {
        slug: 'passenger-tires',
        en: 'Passenger Tires',
        ar: 'إطارات سيارات الركاب',
        children: [
          {
            slug: 'summer-tires',
            en: 'Summer Tires',
            ar: 'إطارات صيفية',
            children: [
              leaf('summer-tires-15-inch', '15 inch', '15 إنش'),
              leaf('summer-tires-16-inch', '16 inch', '16 إنش'),
              leaf('summer-tires-17-inch', '17 inch', '17 إنش'),
              leaf('summer-tires-18-inch', '18 inch', '18 إنش'),
            ],
          },
          leaf('all-season-tires', 'All-Season Tires', 'إطارات لجميع الفصول'),
        ],
      },
      {
        slug: 'suv-tires',
        en: 'SUV and 4x4 Tires',
        ar: 'إطارات الدفع الرباعي',
        children: [
          leaf('all-terrain-tires', 'All-Terrain', 'لجميع التضاريس'),
          leaf('highway-tires', 'Highway', 'للطرق السريعة'),
        ],
      },
      leaf('commercial-tires', 'Commercial Tires', 'الإطارات التجارية'),
      leaf('tire-services', 'Tire Services', 'خدمات الإطارات'),
    ],
  },
  {
    slug: 'battery',
    en: 'Battery',
    ar: 'البطاريات',
    color: '#2b8a3e',
    children: [
      {
        slug: 'car-batteries',
        en: 'Car Batteries',
        ar: 'بطاريات السيارات',
        children: [
          leaf('batteries-up-to-60ah', 'Up to 60Ah', 'حتى 60 أمبير'),
          leaf('batteries-61-to-80ah', '61Ah to 80Ah', 'من 61 إلى 80 أمبير'),
          leaf('batteries-81ah-and-above', '81Ah and above', '81 أمبير فأكثر'),
        ],
      },
      leaf('truck-batteries', 'Truck Batteries', 'بطاريات الشاحنات'),
      leaf('chargers-and-jump-starters', 'Chargers and Jump Starters', 'الشواحن وأجهزة التشغيل'),
    ],
  },
  { slug: 'sales', en: 'Sales', ar: 'تخفيضات', color: '#c92a2a' },
]

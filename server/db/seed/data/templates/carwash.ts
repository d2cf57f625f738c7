import { litres, vehicleClasses, type LeafTemplate, type Part } from './template-types.ts'

const { sedan, suv, pickup, motorcycle } = vehicleClasses
const hig = (en: string, ar: string, price: number): Part => ({ en, ar, brand: 'hig', price })
const washTerms = { usageLimitType: 'day', usageLimit: 14, validityDays: 90 } as const

const careBrands: Part[] = [
  { en: "Meguiar's", ar: 'ميجويارز', brand: 'meguiars', mult: 1.15 },
  { en: 'Turtle Wax', ar: 'تيرتل واكس', brand: 'turtle-wax', mult: 0.9 },
  { en: 'Sonax', ar: 'سوناكس', brand: 'sonax', mult: 1.05 },
  { en: 'Chemical Guys', ar: 'كيميكال جايز', brand: 'chemical-guys', mult: 1.1 },
  { en: 'Mothers', ar: 'مذرز', brand: 'mothers', mult: 1.0 },
  { en: '3M', ar: 'ثري إم', brand: '3m', mult: 1.05 },
]

export const carwashTemplates: LeafTemplate[] = [
  {
    leaf: 'exterior-wash',
    weight: 6,
    dims: [
      [
        hig('Express Exterior Wash', 'غسيل خارجي سريع', 2000),
        hig('Foam Wash & Tire Shine', 'غسيل بالرغوة وتلميع الإطارات', 3500),
        hig('Underbody & Exterior Wash', 'غسيل الهيكل السفلي والخارجي', 4500),
        hig('Hand Wash & Dry', 'غسيل يدوي وتجفيف', 3000),
      ],
      [sedan, suv, pickup, motorcycle],
    ],
    service: washTerms,
    description: {
      en: 'Exterior wash at a HiG car wash with pH-neutral foam and soft microfiber drying. Show the coupon at the counter.',
      ar: 'غسيل خارجي في مغاسل هاي جي برغوة متعادلة الحموضة وتجفيف بمناشف ناعمة. أظهر القسيمة عند الاستقبال.',
    },
  },
  {
    leaf: 'interior-cleaning',
    weight: 5,
    dims: [
      [
        hig('Interior Vacuum & Dashboard', 'شفط داخلي وتنظيف لوحة القيادة', 3000),
        hig('Full Interior Deep Cleaning', 'تنظيف داخلي عميق شامل', 15000),
        hig('Leather Seat Treatment', 'معالجة المقاعد الجلدية', 9000),
        hig('AC Vent Sanitizing', 'تعقيم فتحات المكيف', 5000),
        hig('Ozone Odor Removal', 'إزالة الروائح بالأوزون', 7000),
      ],
      [sedan, suv, pickup],
    ],
    service: washTerms,
    description: {
      en: 'Interior cleaning by the HiG team: seats, carpets, dashboard and windows, done while you wait.',
      ar: 'تنظيف داخلي على يد فريق هاي جي: المقاعد والسجاد ولوحة القيادة والنوافذ أثناء انتظارك.',
    },
  },
  {
    leaf: 'detailing-and-polishing',
    weight: 5,
    dims: [
      [
        hig('Machine Polish', 'تلميع بالماكينة', 25000),
        hig('Ceramic Coating – 1 Year', 'طلاء سيراميك – سنة واحدة', 90000),
        hig('Ceramic Coating – 3 Years', 'طلاء سيراميك – 3 سنوات', 170000),
        hig('Headlight Restoration', 'تجديد المصابيح الأمامية', 12000),
        hig('Nano Wax Protection', 'حماية بشمع النانو', 18000),
        hig('Engine Bay Cleaning', 'تنظيف حجرة المحرك', 8000),
      ],
      [sedan, suv],
    ],
    service: { usageLimitType: 'day', usageLimit: 90, validityDays: 120 },
    description: {
      en: 'Paint correction and protection that keeps the shine through sun, dust and salt air.',
      ar: 'تصحيح الطلاء وحمايته ليحافظ على لمعانه رغم الشمس والغبار والهواء المالح.',
    },
  },
  {
    leaf: 'car-shampoo',
    weight: 5,
    dims: [
      careBrands,
      [
        { en: 'Car Shampoo', ar: 'شامبو سيارات', price: 2800 },
        { en: 'Wash & Wax Shampoo', ar: 'شامبو غسيل وتشميع', price: 3400 },
        { en: 'Snow Foam', ar: 'رغوة الثلج', price: 3900 },
      ],
      [litres.halfLitre, litres.one, litres.four],
    ],
    values: ['vehicle-type:sedan', 'vehicle-type:suv'],
    description: {
      en: 'Rich, pH-balanced shampoo that lifts dust without stripping wax.',
      ar: 'شامبو غني ومتوازن الحموضة يزيل الغبار دون إزالة الشمع.',
    },
  },
  {
    leaf: 'wax-and-polish',
    weight: 5,
    dims: [
      careBrands,
      [
        { en: 'Liquid Wax', ar: 'شمع سائل', price: 6500 },
        { en: 'Spray Sealant', ar: 'بخاخ عازل', price: 5200 },
        { en: 'Polishing Compound', ar: 'معجون تلميع', price: 5800 },
        { en: 'Carnauba Paste Wax', ar: 'شمع كرنوبا', price: 7400 },
      ],
      [litres.halfLitre, litres.one],
    ],
    description: {
      en: 'Protects the paint from UV and makes the next wash easier.',
      ar: 'يحمي الطلاء من الأشعة فوق البنفسجية ويسهل الغسيل التالي.',
    },
  },
  {
    leaf: 'microfiber-and-tools',
    weight: 5,
    dims: [
      careBrands,
      [
        { en: 'Microfiber Towels (3 pcs)', ar: 'مناشف ميكروفايبر (3 قطع)', price: 2500 },
        { en: 'Microfiber Towels (6 pcs)', ar: 'مناشف ميكروفايبر (6 قطع)', price: 4200 },
        { en: 'Wash Mitt', ar: 'قفاز غسيل', price: 1800 },
        { en: 'Foam Cannon', ar: 'مدفع رغوة', price: 12000 },
        {
          en: 'Wash Bucket with Grit Guard 20 L',
          ar: 'دلو غسيل مع حاجز أوساخ 20 لتر',
          price: 6500,
        },
        { en: 'XL Drying Towel', ar: 'منشفة تجفيف كبيرة', price: 4000 },
        { en: 'Wheel Brush', ar: 'فرشاة عجلات', price: 2200 },
        { en: 'Tire Shine Applicator', ar: 'أداة تلميع الإطارات', price: 1200 },
      ],
    ],
    description: {
      en: 'Tools for a scratch-free wash at home.',
      ar: 'أدوات لغسيل منزلي بدون خدوش.',
    },
  },
]

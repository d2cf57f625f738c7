import { fitments, litres, type LeafTemplate, type Part } from './template-types.ts'

const code = (c: string) => `\u200f${c}`
const sizeInch = (inch: number): Part => ({ en: `${inch}"`, ar: `${inch} إنش`, price: inch * 220 })

export const automobileTemplates: LeafTemplate[] = [
  {
    leaf: 'floor-mats',
    weight: 6,
    dims: [
      [
        { en: 'WeatherTech', ar: 'ويذرتك', brand: 'weathertech', mult: 1.3 },
        { en: '3D MAXpider', ar: 'ثري دي ماكسبايدر', brand: 'maxpider', mult: 1.1 },
        { en: 'Husky Liners', ar: 'هاسكي لاينرز', brand: 'husky', mult: 1.0 },
      ],
      [
        { en: 'All-Weather Floor Mats', ar: 'دواسات أرضية لجميع الأحوال', price: 12000 },
        { en: 'Carpet Floor Mats', ar: 'دواسات أرضية من السجاد', price: 9000 },
        { en: 'Trunk Liner', ar: 'بطانة صندوق الأمتعة', price: 8000 },
      ],
      fitments,
    ],
    arOrder: [1, 0, 2],
    values: ['warranty:1-year'],
    description: {
      en: 'Laser-measured mats that keep sand and spills off the carpet.',
      ar: 'دواسات مقاسة بالليزر تحمي السجاد من الرمال والانسكابات.',
    },
  },
  {
    leaf: 'sunshades-and-covers',
    weight: 4,
    dims: [
      [{ en: 'Covercraft', ar: 'كوفركرافت', brand: 'covercraft' }],
      [
        { en: 'Windshield Sunshade', ar: 'مظلة الزجاج الأمامي', price: 4500 },
        { en: 'Side Window Shades (2 pcs)', ar: 'مظلات النوافذ الجانبية (قطعتان)', price: 3500 },
        { en: 'Steering Wheel Cover', ar: 'غطاء المقود', price: 3000 },
        { en: 'Seat Covers (set)', ar: 'أغطية المقاعد (طقم)', price: 18000 },
        { en: 'Full Car Cover', ar: 'غطاء كامل للسيارة', price: 22000 },
      ],
      [
        { en: 'Standard', ar: 'قياسي', values: ['vehicle-type:sedan'] },
        { en: 'Large (SUV)', ar: 'كبير (دفع رباعي)', values: ['vehicle-type:suv'], mult: 1.25 },
      ],
    ],
    arOrder: [1, 0, 2],
    description: {
      en: 'Keeps the cabin cooler and the dashboard from cracking under the Omani sun.',
      ar: 'يحافظ على برودة المقصورة ويحمي لوحة القيادة من التشقق تحت شمس عُمان.',
    },
  },
  {
    leaf: 'wiper-blades',
    weight: 6,
    dims: [
      [
        { en: 'Bosch Aerotwin', ar: 'بوش إيروتوين', brand: 'bosch', mult: 1.3 },
        { en: 'Valeo Silencio', ar: 'فاليو سايلنسيو', brand: 'valeo', mult: 1.2 },
        { en: 'Denso Wiper Blade', ar: 'مساحة دينسو', brand: 'denso', mult: 1.0 },
        { en: 'Michelin Stealth Hybrid', ar: 'ميشلان ستيلث هايبرد', brand: 'michelin', mult: 1.1 },
      ],
      [14, 16, 18, 20, 22, 24, 26].map(sizeInch),
    ],
    values: ['vehicle-type:sedan', 'vehicle-type:suv'],
    description: {
      en: 'Wiper blade made to stay soft in the heat and clear dust and rain in one sweep.',
      ar: 'مساحة زجاج تبقى مرنة في الحرارة وتزيل الغبار والمطر بمسحة واحدة.',
    },
  },
  {
    leaf: 'air-filters',
    weight: 5,
    dims: [
      [
        { en: 'Bosch', ar: 'بوش', brand: 'bosch', price: 3200 },
        { en: 'Mann-Filter', ar: 'مان فلتر', brand: 'mann-filter', price: 3600 },
        { en: 'K&N', ar: 'كي آند إن', brand: 'k-and-n', price: 14000 },
        { en: 'Mahle', ar: 'ماهله', brand: 'mahle', price: 3400 },
        { en: 'Denso', ar: 'دينسو', brand: 'denso', price: 3000 },
      ],
      [{ en: 'Air Filter', ar: 'فلتر هواء' }],
      fitments,
    ],
    arOrder: [1, 0, 2],
    description: {
      en: 'Engine air filter; in dusty conditions check it at every oil change.',
      ar: 'فلتر هواء المحرك؛ في الأجواء المغبرة افحصه مع كل تغيير للزيت.',
    },
  },
  {
    leaf: 'brake-pads',
    weight: 6,
    dims: [
      [
        { en: 'Brembo', ar: 'بريمبو', brand: 'brembo', price: 16000 },
        { en: 'Bosch', ar: 'بوش', brand: 'bosch', price: 11000 },
        { en: 'Akebono', ar: 'أكيبونو', brand: 'akebono', price: 14000 },
        { en: 'TRW', ar: 'تي آر دبليو', brand: 'trw', price: 10000 },
        { en: 'Toyota Genuine', ar: 'تويوتا الأصلي', brand: 'toyota-genuine', price: 15000 },
      ],
      [
        { en: 'Front Brake Pads', ar: 'فحمات فرامل أمامية' },
        { en: 'Rear Brake Pads', ar: 'فحمات فرامل خلفية', mult: 0.8 },
      ],
      fitments.slice(0, 6),
    ],
    arOrder: [1, 0, 2],
    values: ['warranty:1-year'],
    description: {
      en: 'Low-dust brake pads with a quiet, progressive bite.',
      ar: 'فحمات فرامل قليلة الغبار بأداء هادئ ومتدرج.',
    },
  },
  {
    leaf: 'spark-plugs',
    weight: 4,
    dims: [
      [
        { en: 'NGK Iridium IX', ar: `إن جي كي إيريديوم ${code('IX')}`, brand: 'ngk', price: 3200 },
        { en: 'NGK Laser Iridium', ar: 'إن جي كي ليزر إيريديوم', brand: 'ngk', price: 4200 },
        { en: 'Denso Iridium TT', ar: `دينسو إيريديوم ${code('TT')}`, brand: 'denso', price: 3500 },
        { en: 'Bosch Double Platinum', ar: 'بوش دبل بلاتينيوم', brand: 'bosch', price: 2800 },
        { en: 'Champion Iridium', ar: 'تشامبيون إيريديوم', brand: 'champion', price: 2500 },
      ],
      [
        { en: 'Spark Plug', ar: 'شمعة إشعال' },
        { en: 'Spark Plugs (set of 4)', ar: 'شمعات إشعال (طقم 4)', mult: 3.8 },
        { en: 'Spark Plugs (set of 6)', ar: 'شمعات إشعال (طقم 6)', mult: 5.6 },
      ],
    ],
    values: ['vehicle-type:sedan', 'vehicle-type:suv', 'warranty:1-year'],
    description: {
      en: 'Long-life spark plugs for smooth idling and easy starts.',
      ar: 'شمعات إشعال طويلة العمر لتشغيل سهل ودوران هادئ.',
    },
  },
  {
    leaf: 'car-fluids',
    weight: 6,
    dims: [
      [
        {
          en: 'Prestone Antifreeze & Coolant 50/50',
          ar: `بريستون مانع تجمد ومبرد ${code('50/50')}`,
          brand: 'prestone',
          price: 2600,
        },
        {
          en: 'Toyota Super Long Life Coolant',
          ar: 'سائل تبريد تويوتا طويل العمر',
          brand: 'toyota-genuine',
          price: 3200,
        },
        { en: 'Mobil Antifreeze Extra', ar: 'موبيل مانع تجمد إكسترا', brand: 'mobil', price: 2400 },
        {
          en: 'Castrol Brake Fluid DOT 4',
          ar: `كاسترول سائل فرامل ${code('DOT 4')}`,
          brand: 'castrol',
          price: 2900,
          values: ['standard:dot-4'],
        },
        {
          en: 'Bosch Brake Fluid DOT 4',
          ar: `بوش سائل فرامل ${code('DOT 4')}`,
          brand: 'bosch',
          price: 2700,
          values: ['standard:dot-4'],
        },
        { en: 'Mobil ATF 320', ar: `موبيل ${code('ATF 320')}`, brand: 'mobil', price: 2500 },
        {
          en: 'Castrol Transmax ATF Dexron VI',
          ar: `كاسترول ترانسماكس ${code('ATF Dexron VI')}`,
          brand: 'castrol',
          price: 3300,
        },
        {
          en: 'Shell Spirax S4 ATF',
          ar: `شل سبيراكس ${code('S4 ATF')}`,
          brand: 'shell',
          price: 3100,
        },
      ],
      [litres.one, litres.four],
    ],
    values: ['vehicle-type:sedan', 'vehicle-type:suv', 'vehicle-type:pickup'],
    description: {
      en: 'Top up or replace at the interval in your owner’s manual.',
      ar: 'أضف أو استبدل حسب الفترة المذكورة في دليل المالك.',
    },
  },
]

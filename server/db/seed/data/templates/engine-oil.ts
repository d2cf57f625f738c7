import { fitments, litres, vehicleClasses, type LeafTemplate, type Part } from './template-types.ts'

const code = (c: string) => `\u200f${c}`
const viscosity = (v: string): Part => ({
  en: v,
  ar: code(v),
  values: [`viscosity:${v.toLowerCase()}`],
})

const syntheticLines: Part[] = [
  { en: 'Mobil 1', ar: 'موبيل 1', brand: 'mobil', price: 4800 },
  { en: 'Mobil Super 3000', ar: 'موبيل سوبر 3000', brand: 'mobil', price: 3600 },
  { en: 'Shell Helix Ultra', ar: 'شل هيلكس ألترا', brand: 'shell', price: 4600 },
  { en: 'Shell Helix HX8', ar: `شل هيلكس ${code('HX8')}`, brand: 'shell', price: 3500 },
  { en: 'Castrol EDGE', ar: 'كاسترول إيدج', brand: 'castrol', price: 4700 },
  { en: 'Castrol Magnatec', ar: 'كاسترول ماجناتك', brand: 'castrol', price: 3400 },
  { en: 'TotalEnergies Quartz 9000', ar: 'توتال كوارتز 9000', brand: 'total', price: 3900 },
  { en: 'Motul 8100 X-clean', ar: 'موتول 8100 إكس كلين', brand: 'motul', price: 5200 },
  { en: 'Valvoline SynPower', ar: 'فالفولين سين باور', brand: 'valvoline', price: 3800 },
  { en: 'Liqui Moly Top Tec 4200', ar: 'ليكوي مولي توب تك 4200', brand: 'liqui-moly', price: 5500 },
]

const semiLines: Part[] = [
  { en: 'Mobil Super 2000', ar: 'موبيل سوبر 2000', brand: 'mobil', price: 2600 },
  { en: 'Shell Helix HX7', ar: `شل هيلكس ${code('HX7')}`, brand: 'shell', price: 2500 },
  {
    en: 'Castrol GTX Ultraclean',
    ar: `كاسترول ${code('GTX')} ألتراكلين`,
    brand: 'castrol',
    price: 2400,
  },
  { en: 'TotalEnergies Quartz 7000', ar: 'توتال كوارتز 7000', brand: 'total', price: 2400 },
  { en: 'Motul 6100 Synergie+', ar: 'موتول 6100 سينرجي بلس', brand: 'motul', price: 3000 },
  { en: 'Valvoline MaxLife', ar: 'فالفولين ماكس لايف', brand: 'valvoline', price: 2700 },
  {
    en: 'Liqui Moly MoS2 Leichtlauf',
    ar: `ليكوي مولي ${code('MoS2')} لايشتلاوف`,
    brand: 'liqui-moly',
    price: 3300,
  },
]

const mineralLines: Part[] = [
  { en: 'Mobil Super 1000', ar: 'موبيل سوبر 1000', brand: 'mobil', price: 1700 },
  { en: 'Shell Helix HX5', ar: `شل هيلكس ${code('HX5')}`, brand: 'shell', price: 1600 },
  { en: 'Castrol GTX', ar: `كاسترول ${code('GTX')}`, brand: 'castrol', price: 1800 },
  { en: 'TotalEnergies Quartz 5000', ar: 'توتال كوارتز 5000', brand: 'total', price: 1600 },
  { en: 'Valvoline All-Climate', ar: 'فالفولين أول كلايمت', brand: 'valvoline', price: 1500 },
]

const passengerSizes = [litres.one, litres.four, litres.five]

const synthetic = (v: string, standard: string): LeafTemplate => ({
  leaf: `synthetic-${v.toLowerCase()}`,
  weight: 9,
  dims: [
    syntheticLines,
    [viscosity(v)],
    [{ en: 'Fully Synthetic', ar: 'اصطناعي بالكامل' }],
    passengerSizes,
  ],
  values: [`standard:${standard}`, 'vehicle-type:sedan', 'vehicle-type:suv'],
  description: {
    en: 'Fully synthetic engine oil for modern petrol engines. Keeps the engine clean, protects at start-up and holds up in the Omani summer heat.',
    ar: 'زيت محرك اصطناعي بالكامل لمحركات البنزين الحديثة. يحافظ على نظافة المحرك ويحميه عند التشغيل ويتحمل حرارة الصيف في عُمان.',
  },
})

const semi = (v: string): LeafTemplate => ({
  leaf: `semi-synthetic-${v.toLowerCase()}`,
  weight: 6,
  dims: [semiLines, [viscosity(v)], [{ en: 'Semi-Synthetic', ar: 'شبه اصطناعي' }], passengerSizes],
  values: ['standard:api-sn-plus', 'vehicle-type:sedan', 'vehicle-type:suv'],
  description: {
    en: 'Semi-synthetic engine oil with a good balance of protection and price for everyday driving.',
    ar: 'زيت محرك شبه اصطناعي يوازن بين الحماية والسعر للقيادة اليومية.',
  },
})

const oilChangeOils: Part[] = [
  { en: 'Mobil 1 5W-30', ar: `موبيل 1 ${code('5W-30')}`, brand: 'mobil', price: 22000 },
  {
    en: 'Shell Helix HX8 5W-30',
    ar: `شل هيلكس ${code('HX8 5W-30')}`,
    brand: 'shell',
    price: 17000,
  },
  { en: 'Castrol EDGE 5W-40', ar: `كاسترول إيدج ${code('5W-40')}`, brand: 'castrol', price: 21000 },
  {
    en: 'TotalEnergies Quartz 7000 10W-40',
    ar: `توتال كوارتز 7000 ${code('10W-40')}`,
    brand: 'total',
    price: 13000,
  },
  {
    en: 'Mobil Super 1000 20W-50',
    ar: `موبيل سوبر 1000 ${code('20W-50')}`,
    brand: 'mobil',
    price: 10000,
  },
]

export const engineOilTemplates: LeafTemplate[] = [
  synthetic('0W-20', 'api-sp'),
  synthetic('5W-30', 'api-sp'),
  synthetic('5W-40', 'acea-c3'),
  semi('10W-30'),
  semi('10W-40'),
  {
    leaf: 'mineral-oil',
    weight: 6,
    dims: [
      mineralLines,
      [viscosity('15W-40'), viscosity('20W-50')],
      [{ en: 'Mineral', ar: 'معدني' }],
      passengerSizes,
    ],
    values: ['vehicle-type:sedan', 'vehicle-type:pickup'],
    description: {
      en: 'Mineral engine oil for older and high-mileage engines.',
      ar: 'زيت محرك معدني للمحركات القديمة وذات المسافات الطويلة.',
    },
  },
  {
    leaf: 'diesel-engine-oil',
    weight: 6,
    dims: [
      [
        { en: 'Mobil Delvac MX', ar: `موبيل ديلفاك ${code('MX')}`, brand: 'mobil', price: 2000 },
        { en: 'Shell Rimula R4 X', ar: `شل ريمولا ${code('R4 X')}`, brand: 'shell', price: 1900 },
        { en: 'Castrol Vecton', ar: 'كاسترول فيكتون', brand: 'castrol', price: 2000 },
        {
          en: 'TotalEnergies Rubia TIR 7400',
          ar: `توتال روبيا ${code('TIR 7400')}`,
          brand: 'total',
          price: 2100,
        },
        { en: 'Motul Tekma Mega X', ar: 'موتول تكما ميجا إكس', brand: 'motul', price: 2300 },
      ],
      [viscosity('15W-40'), viscosity('10W-40')],
      [{ en: 'Diesel', ar: 'ديزل' }],
      [litres.five, litres.twenty],
    ],
    values: ['standard:api-ck-4', 'vehicle-type:truck', 'vehicle-type:pickup'],
    description: {
      en: 'Heavy-duty diesel engine oil for pickups, buses and trucks.',
      ar: 'زيت محركات ديزل للخدمة الشاقة للبيك أب والحافلات والشاحنات.',
    },
  },
  {
    leaf: 'oil-filters',
    weight: 7,
    arOrder: [1, 0, 2],
    dims: [
      [
        { en: 'Bosch', ar: 'بوش', brand: 'bosch', price: 1600 },
        { en: 'Mann-Filter', ar: 'مان فلتر', brand: 'mann-filter', price: 1900 },
        { en: 'Mahle', ar: 'ماهله', brand: 'mahle', price: 1800 },
        { en: 'Denso', ar: 'دينسو', brand: 'denso', price: 1500 },
        { en: 'Toyota Genuine', ar: 'تويوتا الأصلي', brand: 'toyota-genuine', price: 2200 },
      ],
      [{ en: 'Oil Filter', ar: 'فلتر زيت' }],
      fitments,
    ],
    description: {
      en: 'Oil filter that traps dirt and metal particles; replace it at every oil change.',
      ar: 'فلتر زيت يلتقط الأوساخ وجزيئات المعادن، ويُستبدل مع كل تغيير للزيت.',
    },
  },
  {
    leaf: 'oil-change-services',
    weight: 8,
    arOrder: [0, 1, 2],
    dims: [
      [{ en: 'Oil Change Service –', ar: 'خدمة تغيير الزيت –', price: 4000 }],
      oilChangeOils,
      [vehicleClasses.sedan, vehicleClasses.suv, vehicleClasses.pickup],
    ],
    service: { usageLimitType: 'km', usageLimit: 5000, validityDays: 180 },
    description: {
      en: 'Oil and filter change at a HiG service center, with a free check of fluids, belts and tire pressure. Buy now, use it within six months.',
      ar: 'تغيير الزيت والفلتر في أحد مراكز هاي جي مع فحص مجاني للسوائل والسيور وضغط الإطارات. اشترِ الآن واستخدمها خلال ستة أشهر.',
    },
  },
]

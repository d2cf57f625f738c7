import { litres, type LeafTemplate, type Part } from './template-types.ts'

const code = (c: string) => `\u200f${c}`
const viscosity = (v: string): Part => ({
  en: v,
  ar: code(v),
  values: [`viscosity:${v.toLowerCase()}`],
})
const tireSize = (s: string, price: number): Part => ({
  en: s,
  ar: code(s),
  values: [`tire-size:${s.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`],
  price,
})
const gearSizes: Part[] = ['S', 'M', 'L', 'XL'].map((s) => ({
  en: `– Size ${s}`,
  ar: `– مقاس ${code(s)}`,
  values: [`gear-size:${s.toLowerCase()}`],
}))
const bikes: Part[] = [
  { en: 'for Yamaha MT-07', ar: `لياماها ${code('MT-07')}` },
  { en: 'for Honda CBR600RR', ar: `لهوندا ${code('CBR600RR')}` },
  { en: 'for Kawasaki Ninja 650', ar: 'لكاواساكي نينجا 650' },
  { en: 'for Suzuki GSX-R750', ar: `لسوزوكي ${code('GSX-R750')}` },
  { en: 'for BMW R 1250 GS', ar: `لبي إم دبليو ${code('R 1250 GS')}` },
]
const moto = ['vehicle-type:motorcycle']

export const motorcycleTemplates: LeafTemplate[] = [
  {
    leaf: 'motorcycle-oil',
    weight: 8,
    dims: [
      [
        { en: 'Motul 7100 4T', ar: `موتول 7100 ${code('4T')}`, brand: 'motul', price: 5200 },
        { en: 'Motul 5100 4T', ar: `موتول 5100 ${code('4T')}`, brand: 'motul', price: 3800 },
        {
          en: 'Castrol Power1 Racing 4T',
          ar: `كاسترول باور 1 ريسنج ${code('4T')}`,
          brand: 'castrol',
          price: 4200,
        },
        {
          en: 'Shell Advance Ultra 4T',
          ar: `شل أدفانس ألترا ${code('4T')}`,
          brand: 'shell',
          price: 4500,
        },
        {
          en: 'Mobil Super Moto 4T',
          ar: `موبيل سوبر موتو ${code('4T')}`,
          brand: 'mobil',
          price: 2800,
        },
        {
          en: 'Liqui Moly Motorbike 4T Street',
          ar: `ليكوي مولي موتوربايك ${code('4T')} ستريت`,
          brand: 'liqui-moly',
          price: 4000,
        },
        { en: 'Yamalube 4T', ar: `يامالوب ${code('4T')}`, brand: 'yamalube', price: 3000 },
      ],
      [viscosity('10W-40'), viscosity('10W-50'), viscosity('15W-50'), viscosity('20W-50')],
      [litres.one, litres.four],
    ],
    values: [...moto, 'standard:jaso-ma2'],
    description: {
      en: 'Four-stroke motorcycle oil that protects engine, gearbox and wet clutch together.',
      ar: 'زيت للدراجات النارية رباعية الأشواط يحمي المحرك وناقل الحركة والقابض الرطب معًا.',
    },
  },
  {
    leaf: 'motorcycle-tires',
    weight: 7,
    dims: [
      [
        { en: 'Michelin Pilot Road 5', ar: 'ميشلان بايلوت رود 5', brand: 'michelin', mult: 1.3 },
        { en: 'Michelin Power 6', ar: 'ميشلان باور 6', brand: 'michelin', mult: 1.35 },
        { en: 'Pirelli Diablo Rosso IV', ar: 'بيريلي ديابلو روسو 4', brand: 'pirelli', mult: 1.3 },
        {
          en: 'Pirelli Angel GT II',
          ar: `بيريلي أنجل ${code('GT II')}`,
          brand: 'pirelli',
          mult: 1.2,
        },
        {
          en: 'Bridgestone Battlax S23',
          ar: `بريجستون باتلاكس ${code('S23')}`,
          brand: 'bridgestone',
          mult: 1.25,
        },
        {
          en: 'Dunlop Sportmax Roadsmart IV',
          ar: 'دنلوب سبورت ماكس رود سمارت 4',
          brand: 'dunlop',
          mult: 1.1,
        },
        { en: 'Metzeler Roadtec 02', ar: 'ميتزلر رودتك 02', brand: 'metzeler', mult: 1.15 },
      ],
      [
        tireSize('120/70 ZR17', 42000),
        tireSize('180/55 ZR17', 58000),
        tireSize('190/55 ZR17', 62000),
        tireSize('110/80 R19', 40000),
        tireSize('150/70 R17', 50000),
      ],
    ],
    values: [...moto, 'warranty:2-years'],
    description: {
      en: 'Motorcycle tire with quick warm-up and grip for hot asphalt.',
      ar: 'إطار دراجة نارية يسخن بسرعة ويتماسك على الأسفلت الحار.',
    },
  },
  {
    leaf: 'helmets',
    weight: 7,
    dims: [
      [
        {
          en: 'Shoei GT-Air 3 Helmet',
          ar: `خوذة شويي ${code('GT-Air 3')}`,
          brand: 'shoei',
          price: 195000,
        },
        {
          en: 'AGV K6 S Helmet',
          ar: `خوذة إيه جي في ${code('K6 S')}`,
          brand: 'agv',
          price: 150000,
        },
        {
          en: 'HJC RPHA 71 Helmet',
          ar: `خوذة إتش جي سي ${code('RPHA 71')}`,
          brand: 'hjc',
          price: 140000,
        },
        { en: 'Arai Quantic Helmet', ar: 'خوذة أراي كوانتيك', brand: 'arai', price: 230000 },
        { en: 'LS2 Storm II Helmet', ar: 'خوذة إل إس 2 ستورم 2', brand: 'ls2', price: 55000 },
        {
          en: 'Shark Spartan RS Helmet',
          ar: `خوذة شارك سبارتان ${code('RS')}`,
          brand: 'shark',
          price: 110000,
        },
        {
          en: 'Nolan N80-8 Helmet',
          ar: `خوذة نولان ${code('N80-8')}`,
          brand: 'nolan',
          price: 85000,
        },
        { en: 'HJC i71 Helmet', ar: `خوذة إتش جي سي ${code('i71')}`, brand: 'hjc', price: 70000 },
      ],
      gearSizes,
    ],
    values: [...moto, 'standard:ece-r22-06', 'warranty:5-years'],
    description: {
      en: 'Full-face helmet certified to ECE 22.06, with a sun visor and good ventilation.',
      ar: 'خوذة كاملة معتمدة وفق \u200fECE 22.06 مع واقي شمس وتهوية جيدة.',
    },
  },
  {
    leaf: 'riding-gear',
    weight: 5,
    dims: [
      [
        {
          en: 'Alpinestars SP-8 v3 Gloves',
          ar: `قفازات ألباين ستارز ${code('SP-8 v3')}`,
          brand: 'alpinestars',
          price: 32000,
        },
        {
          en: 'Dainese Carbon 4 Gloves',
          ar: 'قفازات داينيزي كاربون 4',
          brand: 'dainese',
          price: 45000,
        },
        { en: "Rev'It Sand 4 Gloves", ar: 'قفازات ريفت ساند 4', brand: 'revit', price: 28000 },
        {
          en: 'Alpinestars T-GP Plus Jacket',
          ar: `سترة ألباين ستارز ${code('T-GP Plus')}`,
          brand: 'alpinestars',
          price: 85000,
        },
        {
          en: 'Dainese Air Frame Jacket',
          ar: 'سترة داينيزي إير فريم',
          brand: 'dainese',
          price: 95000,
        },
        { en: "Rev'It Tornado 4 Jacket", ar: 'سترة ريفت تورنادو 4', brand: 'revit', price: 120000 },
      ],
      gearSizes,
    ],
    values: moto,
    description: {
      en: 'Ventilated riding gear with armour, made for riding in the heat.',
      ar: 'معدات ركوب مهواة مع واقيات، مصممة للقيادة في الحرارة.',
    },
  },
  {
    leaf: 'chains-and-sprockets',
    weight: 4,
    dims: [
      [
        {
          en: 'DID 520 VX3 Chain',
          ar: `جنزير دي آي دي ${code('520 VX3')}`,
          brand: 'did',
          price: 28000,
        },
        { en: 'RK 525 XSO Chain', ar: `جنزير آر كي ${code('525 XSO')}`, brand: 'rk', price: 32000 },
        {
          en: 'Regina 520 ZRP Chain',
          ar: `جنزير ريجينا ${code('520 ZRP')}`,
          brand: 'regina',
          price: 26000,
        },
        {
          en: 'EK 530 SRX2 Chain',
          ar: `جنزير إي كي ${code('530 SRX2')}`,
          brand: 'ek',
          price: 30000,
        },
      ],
      [
        { en: '110 links', ar: '110 وصلة' },
        { en: '120 links', ar: '120 وصلة', mult: 1.08 },
      ],
      [
        { en: '', ar: '' },
        { en: 'with Sprocket Kit', ar: 'مع طقم تروس', price: 20000 },
      ],
    ],
    values: moto,
    description: {
      en: 'X-ring chain that lasts longer between adjustments.',
      ar: 'جنزير بحلقات إكس يدوم أطول بين مرات الضبط.',
    },
  },
  {
    leaf: 'motorcycle-brake-pads',
    weight: 4,
    dims: [
      [
        { en: 'Brembo', ar: 'بريمبو', brand: 'brembo', price: 16000 },
        { en: 'EBC', ar: 'إي بي سي', brand: 'ebc', price: 11000 },
        { en: 'Galfer', ar: 'جالفر', brand: 'galfer', price: 12000 },
        { en: 'Ferodo', ar: 'فيرودو', brand: 'ferodo', price: 10000 },
      ],
      [
        { en: 'Front Brake Pads', ar: 'فحمات فرامل أمامية' },
        { en: 'Rear Brake Pads', ar: 'فحمات فرامل خلفية', mult: 0.75 },
      ],
      bikes,
    ],
    arOrder: [1, 0, 2],
    values: moto,
    description: {
      en: 'Sintered brake pads with strong, consistent stopping power.',
      ar: 'فحمات فرامل ملبدة بقوة توقف عالية وثابتة.',
    },
  },
  {
    leaf: 'motorcycle-batteries',
    weight: 4,
    dims: [
      [
        { en: 'Yuasa', ar: 'يواسا', brand: 'yuasa', mult: 1.2 },
        {
          en: 'Varta Powersports AGM',
          ar: `فارتا باورسبورتس ${code('AGM')}`,
          brand: 'varta',
          mult: 1.1,
        },
        { en: 'Bosch M6', ar: `بوش ${code('M6')}`, brand: 'bosch', mult: 1.0 },
        { en: 'Motobatt', ar: 'موتوبات', brand: 'motobatt', mult: 0.9 },
      ],
      [
        {
          en: 'YTX7A-BS 6Ah',
          ar: code('YTX7A-BS 6Ah'),
          values: ['battery-capacity:6ah'],
          price: 9000,
        },
        {
          en: 'YTX9-BS 8Ah',
          ar: code('YTX9-BS 8Ah'),
          values: ['battery-capacity:8ah'],
          price: 11000,
        },
        {
          en: 'YTX12-BS 10Ah',
          ar: code('YTX12-BS 10Ah'),
          values: ['battery-capacity:10ah'],
          price: 13000,
        },
        {
          en: 'YTX14-BS 12Ah',
          ar: code('YTX14-BS 12Ah'),
          values: ['battery-capacity:12ah'],
          price: 15000,
        },
      ],
    ],
    values: [...moto, 'voltage:12v', 'warranty:1-year'],
    description: {
      en: 'Sealed AGM motorcycle battery, factory-activated and ready to fit.',
      ar: 'بطارية دراجة نارية \u200fAGM مغلقة ومفعلة من المصنع وجاهزة للتركيب.',
    },
  },
]

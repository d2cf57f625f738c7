import { vehicleClasses, type LeafTemplate, type Part } from './template-types.ts'

const code = (c: string) => `\u200f${c}`
const sizeSlug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')
/** A tire size whose price is the typical price of a mid-range tire of that size. */
const size = (s: string, price: number): Part => ({
  en: s,
  ar: code(s),
  values: [`tire-size:${sizeSlug(s)}`],
  price,
})

const line = (en: string, ar: string, brand: string, mult: number, warranty = '3-years'): Part => ({
  en,
  ar,
  brand,
  mult,
  values: [`warranty:${warranty}`],
})

const summerLines: Part[] = [
  line('Michelin Primacy 4', 'ميشلان برايمسي 4', 'michelin', 1.35, '5-years'),
  line('Michelin Pilot Sport 4', 'ميشلان بايلوت سبورت 4', 'michelin', 1.55, '5-years'),
  line('Bridgestone Turanza T005', `بريجستون تورانزا ${code('T005')}`, 'bridgestone', 1.2),
  line('Bridgestone Potenza Sport', 'بريجستون بوتنزا سبورت', 'bridgestone', 1.45),
  line('Pirelli Cinturato P7', `بيريلي سينتوراتو ${code('P7')}`, 'pirelli', 1.3),
  line('Pirelli P Zero', `بيريلي ${code('P Zero')}`, 'pirelli', 1.6),
  line('Hankook Ventus Prime 4', 'هانكوك فنتوس برايم 4', 'hankook', 1.0),
  line('Hankook Kinergy Eco 2', 'هانكوك كينرجي إيكو 2', 'hankook', 0.9),
  line('Yokohama BluEarth-GT AE51', `يوكوهاما بلو إيرث ${code('GT AE51')}`, 'yokohama', 1.0),
  line('Yokohama Advan Sport V105', `يوكوهاما أدفان سبورت ${code('V105')}`, 'yokohama', 1.4),
  line(
    'Continental PremiumContact 7',
    'كونتيننتال بريميوم كونتاكت 7',
    'continental',
    1.35,
    '5-years',
  ),
  line('Dunlop SP Sport Maxx 060', `دنلوب ${code('SP')} سبورت ماكس 060`, 'dunlop', 1.2),
]

const summerSizes: Record<string, Part[]> = {
  15: [size('185/65 R15', 20000), size('195/65 R15', 22000), size('195/60 R15', 23000)],
  16: [
    size('205/55 R16', 26000),
    size('215/60 R16', 28000),
    size('205/60 R16', 27000),
    size('215/55 R16', 29000),
  ],
  17: [
    size('225/45 R17', 34000),
    size('215/55 R17', 33000),
    size('225/55 R17', 36000),
    size('225/65 R17', 38000),
  ],
  18: [
    size('235/45 R18', 44000),
    size('225/40 R18', 42000),
    size('245/45 R18', 47000),
    size('235/55 R18', 46000),
  ],
}

const summer = (inch: number): LeafTemplate => ({
  leaf: `summer-tires-${inch}-inch`,
  weight: 8,
  dims: [summerLines, summerSizes[inch] ?? []],
  values: ['season:summer', 'vehicle-type:sedan'],
  description: {
    en: `Summer tire for ${inch}-inch wheels with short braking distances on hot, dry roads and quiet highway cruising.`,
    ar: `إطار صيفي لعجلات مقاس ${inch} إنش يوفر مسافات فرملة قصيرة على الطرق الحارة والجافة وقيادة هادئة على الطرق السريعة.`,
  },
})

const suvSizes: Part[] = [
  size('265/65 R17', 52000),
  size('265/70 R16', 50000),
  size('285/65 R17', 58000),
  size('265/60 R18', 60000),
  size('275/70 R16', 54000),
  size('285/60 R18', 64000),
]

export const tireTemplates: LeafTemplate[] = [
  summer(15),
  summer(16),
  summer(17),
  summer(18),
  {
    leaf: 'all-season-tires',
    weight: 6,
    dims: [
      [
        line('Michelin CrossClimate 2', 'ميشلان كروس كلايمت 2', 'michelin', 1.4, '5-years'),
        line('Continental AllSeasonContact 2', 'كونتيننتال أول سيزن كونتاكت 2', 'continental', 1.3),
        line(
          'Bridgestone Turanza All Season 6',
          'بريجستون تورانزا أول سيزن 6',
          'bridgestone',
          1.25,
        ),
        line('Hankook Kinergy 4S2', `هانكوك كينرجي ${code('4S2')}`, 'hankook', 1.0),
        line(
          'Pirelli Cinturato All Season SF3',
          `بيريلي سينتوراتو أول سيزن ${code('SF3')}`,
          'pirelli',
          1.25,
        ),
        line('Goodyear Vector 4Seasons Gen-3', 'جوديير فيكتور فور سيزنز الجيل 3', 'goodyear', 1.2),
      ],
      [
        summerSizes[16]?.[0],
        summerSizes[16]?.[1],
        summerSizes[17]?.[0],
        summerSizes[17]?.[1],
        summerSizes[17]?.[3],
      ].filter((p): p is Part => p !== undefined),
    ],
    values: ['season:all-season', 'vehicle-type:sedan', 'vehicle-type:suv'],
    description: {
      en: 'All-season tire that grips in summer heat and in the rain of the khareef.',
      ar: 'إطار لجميع الفصول يتماسك في حرارة الصيف وفي أمطار الخريف.',
    },
  },
  {
    leaf: 'all-terrain-tires',
    weight: 7,
    dims: [
      [
        line(
          'BFGoodrich All-Terrain T/A KO2',
          `بي إف جودريتش أول تيرين ${code('T/A KO2')}`,
          'bfgoodrich',
          1.3,
        ),
        line(
          'Yokohama Geolandar A/T G015',
          `يوكوهاما جيولاندر ${code('A/T G015')}`,
          'yokohama',
          1.05,
        ),
        line('Bridgestone Dueler A/T 002', `بريجستون دولر ${code('A/T 002')}`, 'bridgestone', 1.15),
        line('Falken Wildpeak A/T3W', `فالكن وايلدبيك ${code('A/T3W')}`, 'falken', 1.0),
        line('Toyo Open Country A/T III', `تويو أوبن كنتري ${code('A/T III')}`, 'toyo', 1.1),
        line('General Grabber AT3', `جنرال جرابر ${code('AT3')}`, 'general', 0.95),
      ],
      suvSizes,
    ],
    values: ['season:all-season', 'vehicle-type:suv', 'vehicle-type:pickup'],
    description: {
      en: 'All-terrain tire for 4x4s that spend weekends on gravel tracks and sand but drive to work on asphalt.',
      ar: 'إطار لجميع التضاريس لسيارات الدفع الرباعي التي تقضي عطلتها على الطرق الحصوية والرمال وتذهب للعمل على الأسفلت.',
    },
  },
  {
    leaf: 'highway-tires',
    weight: 6,
    dims: [
      [
        line('Michelin Primacy SUV+', 'ميشلان برايمسي إس يو في بلس', 'michelin', 1.3, '5-years'),
        line(
          'Bridgestone Dueler H/T 684 II',
          `بريجستون دولر ${code('H/T 684 II')}`,
          'bridgestone',
          1.05,
        ),
        line('Dunlop Grandtrek AT25', `دنلوب جراندترك ${code('AT25')}`, 'dunlop', 1.0),
        line(
          'Yokohama Geolandar H/T G056',
          `يوكوهاما جيولاندر ${code('H/T G056')}`,
          'yokohama',
          1.0,
        ),
        line('Pirelli Scorpion Verde', 'بيريلي سكوربيون فيردي', 'pirelli', 1.2),
        line(
          'Continental CrossContact LX2',
          `كونتيننتال كروس كونتاكت ${code('LX2')}`,
          'continental',
          1.15,
        ),
      ],
      suvSizes,
    ],
    values: ['season:summer', 'vehicle-type:suv'],
    description: {
      en: 'Highway tire for SUVs: quiet, comfortable and long-lasting on long drives between cities.',
      ar: 'إطار للطرق السريعة لسيارات الدفع الرباعي: هادئ ومريح ويدوم طويلًا في الرحلات بين المدن.',
    },
  },
  {
    leaf: 'commercial-tires',
    weight: 5,
    dims: [
      [
        line('Bridgestone Duravis R660', `بريجستون دورافيس ${code('R660')}`, 'bridgestone', 1.1),
        line('Michelin Agilis 3', 'ميشلان أجيليس 3', 'michelin', 1.25),
        line('Hankook Vantra LT RA18', `هانكوك فانترا ${code('LT RA18')}`, 'hankook', 0.95),
        line(
          'Yokohama BluEarth-Van RY55',
          `يوكوهاما بلو إيرث فان ${code('RY55')}`,
          'yokohama',
          1.0,
        ),
        line('Continental VanContact Eco', 'كونتيننتال فان كونتاكت إيكو', 'continental', 1.15),
      ],
      [
        size('195 R15C', 30000),
        size('215/70 R15C', 34000),
        size('225/70 R15C', 36000),
        size('195/70 R15C', 31000),
        size('205/65 R16C', 35000),
      ],
    ],
    values: ['season:summer', 'vehicle-type:pickup'],
    description: {
      en: 'Reinforced tire for vans and light trucks that carry heavy loads every day.',
      ar: 'إطار مقوى للفانات والشاحنات الخفيفة التي تحمل أوزانًا ثقيلة يوميًا.',
    },
  },
  {
    leaf: 'tire-services',
    weight: 5,
    dims: [
      [
        { en: 'Wheel Alignment', ar: 'ضبط زوايا العجلات', brand: 'hig', price: 8000 },
        {
          en: 'Wheel Balancing (4 wheels)',
          ar: 'ترصيص العجلات (4 عجلات)',
          brand: 'hig',
          price: 6000,
        },
        {
          en: 'Tire Fitting (4 tires)',
          ar: 'تركيب الإطارات (4 إطارات)',
          brand: 'hig',
          price: 5000,
        },
        { en: 'Nitrogen Inflation', ar: 'تعبئة النيتروجين', brand: 'hig', price: 2000 },
        { en: 'Puncture Repair', ar: 'إصلاح ثقب الإطار', brand: 'hig', price: 2500 },
        { en: 'Tire Rotation', ar: 'تدوير الإطارات', brand: 'hig', price: 4000 },
      ],
      [vehicleClasses.sedan, vehicleClasses.suv, vehicleClasses.pickup],
    ],
    service: { usageLimitType: 'km', usageLimit: 10000, validityDays: 180 },
    description: {
      en: 'Tire service at a HiG center by trained technicians with calibrated equipment.',
      ar: 'خدمة إطارات في مراكز هاي جي على يد فنيين مدربين وبمعدات معايرة.',
    },
  },
]

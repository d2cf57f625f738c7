import type { LeafTemplate, Part } from './template-types.ts'

const ah = (value: number, price: number): Part => ({
  en: `${value}Ah`,
  ar: `\u200f${value}Ah`,
  values: [`battery-capacity:${value}ah`],
  price,
})

const line = (en: string, ar: string, brand: string, mult: number, warranty: string): Part => ({
  en,
  ar,
  brand,
  mult,
  values: [`warranty:${warranty}`],
})

const carLines: Part[] = [
  line('Varta Blue Dynamic', 'فارتا بلو دايناميك', 'varta', 1.0, '2-years'),
  line('Varta Silver Dynamic AGM', 'فارتا سيلفر دايناميك \u200fAGM', 'varta', 1.45, '3-years'),
  line('Bosch S4', 'بوش \u200fS4', 'bosch', 0.95, '2-years'),
  line('Bosch S5', 'بوش \u200fS5', 'bosch', 1.2, '2-years'),
  line('ACDelco Gold', 'إيه سي ديلكو جولد', 'acdelco', 0.9, '18-months'),
  line('Amaron Pro', 'أمارون برو', 'amaron', 0.85, '18-months'),
  line('Amaron Hi Life', 'أمارون هاي لايف', 'amaron', 0.8, '1-year'),
  line('Exide Premium', 'إكسايد بريميوم', 'exide', 0.85, '18-months'),
  line('GS Yuasa Silver', 'جي إس يواسا سيلفر', 'gs-yuasa', 1.0, '2-years'),
  line('Solite CMF', 'سولايت \u200fCMF', 'solite', 0.75, '1-year'),
]

const carBattery = (leaf: string, sizes: Part[]): LeafTemplate => ({
  leaf,
  weight: 7,
  dims: [carLines, sizes],
  values: ['voltage:12v', 'standard:en-50342', 'vehicle-type:sedan', 'vehicle-type:suv'],
  description: {
    en: 'Maintenance-free 12V car battery built for high under-bonnet temperatures. Free fitting and old battery collection at HiG centers.',
    ar: 'بطارية سيارة 12 فولت لا تحتاج إلى صيانة ومصممة لتحمل حرارة حجرة المحرك العالية. تركيب مجاني واستلام البطارية القديمة في مراكز هاي جي.',
  },
})

export const batteryTemplates: LeafTemplate[] = [
  carBattery('batteries-up-to-60ah', [ah(45, 24000), ah(55, 28000), ah(60, 31000)]),
  carBattery('batteries-61-to-80ah', [ah(70, 36000), ah(74, 38000), ah(80, 42000)]),
  carBattery('batteries-81ah-and-above', [ah(90, 48000), ah(100, 55000), ah(110, 62000)]),
  {
    leaf: 'truck-batteries',
    weight: 5,
    dims: [
      [
        line('Varta Promotive Black', 'فارتا بروموتيف بلاك', 'varta', 1.1, '1-year'),
        line('Bosch T3', 'بوش \u200fT3', 'bosch', 1.05, '1-year'),
        line('ACDelco Heavy Duty', 'إيه سي ديلكو للخدمة الشاقة', 'acdelco', 1.0, '1-year'),
        line('Amaron Hi Life Pro', 'أمارون هاي لايف برو', 'amaron', 0.9, '1-year'),
      ],
      [ah(100, 60000), ah(135, 72000), ah(150, 80000), ah(180, 95000), ah(200, 105000)],
    ],
    values: ['voltage:12v', 'vehicle-type:truck'],
    description: {
      en: 'Heavy-duty battery for trucks, buses and generators with strong cranking power.',
      ar: 'بطارية للخدمة الشاقة للشاحنات والحافلات والمولدات بقدرة تشغيل عالية.',
    },
  },
  {
    leaf: 'chargers-and-jump-starters',
    weight: 4,
    dims: [
      [
        {
          en: 'NOCO Boost Plus GB40 1000A Jump Starter',
          ar: 'جهاز تشغيل نوكو بوست بلس \u200fGB40 1000A',
          brand: 'noco',
          price: 45000,
          values: ['warranty:1-year'],
        },
        {
          en: 'NOCO Genius5 Battery Charger',
          ar: 'شاحن بطارية نوكو جينيس 5',
          brand: 'noco',
          price: 28000,
          values: ['warranty:3-years'],
        },
        {
          en: 'CTEK MXS 5.0 Battery Charger',
          ar: 'شاحن بطارية سي تك \u200fMXS 5.0',
          brand: 'ctek',
          price: 32000,
          values: ['warranty:5-years'],
        },
        {
          en: 'Bosch C7 Battery Charger',
          ar: 'شاحن بطارية بوش \u200fC7',
          brand: 'bosch',
          price: 30000,
          values: ['warranty:2-years'],
        },
        {
          en: 'Schumacher SL1315 Jump Starter',
          ar: 'جهاز تشغيل شوماخر \u200fSL1315',
          brand: 'schumacher',
          price: 25000,
          values: ['warranty:1-year'],
        },
        {
          en: 'Varta Jump Starter 12000mAh',
          ar: 'جهاز تشغيل فارتا 12000 ملي أمبير',
          brand: 'varta',
          price: 38000,
          values: ['warranty:2-years'],
        },
      ],
      [
        { en: '', ar: '' },
        { en: 'with Jumper Cables', ar: 'مع كابلات توصيل', price: 3500 },
      ],
    ],
    values: ['voltage:12v'],
    description: {
      en: 'Keep one in the car: a flat battery in the desert is no fun.',
      ar: 'احتفظ بواحد في سيارتك: نفاد البطارية في الصحراء ليس أمرًا ممتعًا.',
    },
  },
]

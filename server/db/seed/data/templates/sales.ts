import type { LeafTemplate } from './template-types.ts'

// Kits sold only in the 'sales' category, always at a discount.
export const salesTemplates: LeafTemplate[] = [
  {
    leaf: 'sales',
    weight: 4,
    dims: [
      [
        {
          en: 'Summer Care Kit (shampoo, wax, microfiber)',
          ar: 'طقم العناية الصيفية (شامبو وشمع ومناشف)',
          brand: 'meguiars',
          price: 14000,
        },
        {
          en: 'Road Trip Kit (jump starter, tire inflator)',
          ar: 'طقم الرحلات (جهاز تشغيل ومنفاخ إطارات)',
          brand: 'noco',
          price: 52000,
        },
        {
          en: 'Oil Change Kit (5 L oil, filter)',
          ar: 'طقم تغيير الزيت (زيت 5 لتر وفلتر)',
          brand: 'mobil',
          price: 24000,
        },
        {
          en: 'Khareef Kit (wipers, coolant)',
          ar: 'طقم الخريف (مساحات وسائل تبريد)',
          brand: 'bosch',
          price: 16000,
        },
        {
          en: 'Detailing Starter Kit',
          ar: 'طقم التلميع للمبتدئين',
          brand: 'chemical-guys',
          price: 21000,
        },
      ],
      [
        { en: '– Standard', ar: '– قياسي' },
        { en: '– Premium', ar: '– ممتاز', mult: 1.35 },
      ],
    ],
    values: ['vehicle-type:sedan', 'vehicle-type:suv'],
    description: {
      en: 'A bundle at a special price, while stocks last.',
      ar: 'باقة بسعر خاص حتى نفاد الكمية.',
    },
  },
]

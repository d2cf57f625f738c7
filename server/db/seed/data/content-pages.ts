// The header carousel and the home page's content blocks. A banner points at a product (a
// fixture of demo.ts, or the first product of a leaf category) or at an external https page;
// a products-slider shows the best-rated in-stock products of a root category.
import type { fixtureProducts } from '../demo.ts'

export type BannerTarget =
  { fixture: keyof typeof fixtureProducts } | { leaf: string } | { url: string }

interface SlotDef {
  slot: string
  en: string
  ar: string
  target?: BannerTarget
  /** products-slider only: the root category whose products it shows ('' for all). */
  sliderRoot?: string
}

export interface PageDef {
  slug: string
  type: 'header' | 'home-page-banner'
  en: string
  ar: string
  slots: SlotDef[]
}

export const contentPages: PageDef[] = [
  {
    slug: 'header',
    type: 'header',
    en: 'Header',
    ar: 'الترويسة',
    slots: [
      {
        slot: 'top-header-1',
        en: 'Engine oils: save on Mobil 1',
        ar: 'زيوت المحرك: وفّر على موبيل 1',
        target: { fixture: 'fixedDiscount' },
      },
      {
        slot: 'top-header-2',
        en: '15% off Michelin Primacy 4',
        ar: 'خصم 15% على ميشلان برايمسي 4',
        target: { fixture: 'percentageDiscount' },
      },
      {
        slot: 'top-header-3',
        en: 'Car wash coupons from 2 OMR',
        ar: 'قسائم غسيل السيارات من 2 ريال',
        target: { fixture: 'carwashService' },
      },
      {
        slot: 'top-header-4',
        en: 'Mobil 1: advanced full synthetic',
        ar: 'موبيل 1: اصطناعي بالكامل ومتطور',
        target: { url: 'https://www.mobil.com/en/lubricants' },
      },
    ],
  },
  {
    slug: 'home-summer-offers',
    type: 'home-page-banner',
    en: 'Summer offers',
    ar: 'عروض الصيف',
    slots: [
      {
        slot: 'top-image-1',
        en: 'Beat the heat: check your battery',
        ar: 'تغلب على الحر: افحص بطاريتك',
        target: { leaf: 'batteries-61-to-80ah' },
      },
      {
        slot: 'top-image-2',
        en: 'Summer kits on sale',
        ar: 'أطقم الصيف بأسعار مخفضة',
        target: { leaf: 'sales' },
      },
      {
        slot: 'popup',
        en: 'An extra 10% off for 72 hours with code SAVE10',
        ar: 'خصم إضافي 10% لمدة 72 ساعة بالرمز SAVE10',
        target: { leaf: 'sales' },
      },
      { slot: 'products-slider', en: 'Best sellers', ar: 'الأكثر مبيعًا', sliderRoot: '' },
    ],
  },
  {
    slug: 'home-engine-oil',
    type: 'home-page-banner',
    en: 'Engine oil',
    ar: 'زيت المحرك',
    slots: [
      {
        slot: 'left-image',
        en: 'Fully synthetic oils',
        ar: 'زيوت اصطناعية بالكامل',
        target: { fixture: 'plain' },
      },
      {
        slot: 'right-image',
        en: 'Oil change at a HiG center',
        ar: 'تغيير الزيت في مراكز هاي جي',
        target: { fixture: 'oilChangeService' },
      },
      { slot: 'products-slider', en: 'Engine oils', ar: 'زيوت المحرك', sliderRoot: 'engine-oil' },
    ],
  },
  {
    slug: 'home-tires',
    type: 'home-page-banner',
    en: 'Tires',
    ar: 'الإطارات',
    slots: [
      {
        slot: 'bottom-image-1',
        en: 'All-terrain tires for the sands',
        ar: 'إطارات لجميع التضاريس للرمال',
        target: { leaf: 'all-terrain-tires' },
      },
      {
        slot: 'bottom-image-2',
        en: 'Michelin: made for long drives',
        ar: 'ميشلان: مصممة للرحلات الطويلة',
        target: { url: 'https://www.michelin.com/en/' },
      },
      { slot: 'products-slider', en: 'Tires', ar: 'الإطارات', sliderRoot: 'tire' },
    ],
  },
  {
    slug: 'home-carwash',
    type: 'home-page-banner',
    en: 'Car wash and care',
    ar: 'غسيل السيارات والعناية',
    slots: [
      {
        slot: 'top-image-3',
        en: 'Ceramic coating that lasts',
        ar: 'طلاء سيراميك يدوم طويلًا',
        target: { leaf: 'detailing-and-polishing' },
      },
      {
        slot: 'products-slider',
        en: 'Car wash and care',
        ar: 'غسيل السيارات والعناية',
        sliderRoot: 'carwash',
      },
      {
        slot: 'bottom-image-3',
        en: 'Drive safe this khareef',
        ar: 'قُد بأمان في موسم الخريف',
        target: { url: 'https://www.rop.gov.om/english/' },
      },
    ],
  },
  {
    slug: 'home-batteries-and-bikes',
    type: 'home-page-banner',
    en: 'Batteries and motorcycles',
    ar: 'البطاريات والدراجات النارية',
    slots: [
      {
        slot: 'left-image',
        en: 'Batteries with free fitting',
        ar: 'بطاريات مع تركيب مجاني',
        target: { leaf: 'batteries-81ah-and-above' },
      },
      {
        slot: 'right-image',
        en: 'A helmet for every rider',
        ar: 'خوذة لكل سائق',
        target: { leaf: 'helmets' },
      },
      {
        slot: 'products-slider',
        en: 'Motorcycle',
        ar: 'الدراجات النارية',
        sliderRoot: 'motorcycle',
      },
      { slot: 'products-slider', en: 'Batteries', ar: 'البطاريات', sliderRoot: 'battery' },
    ],
  },
]

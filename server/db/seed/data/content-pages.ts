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

const banner = (slot: string, en: string, ar: string, target: BannerTarget): SlotDef => ({
  slot,
  en,
  ar,
  target,
})

const slider = (en: string, ar: string, sliderRoot: string): SlotDef => ({
  slot: 'products-slider',
  en,
  ar,
  sliderRoot,
})

const homeBlock = (slug: string, en: string, ar: string, slots: SlotDef[]): PageDef => ({
  slug,
  type: 'home-page-banner',
  en,
  ar,
  slots,
})

export const contentPages: PageDef[] = [
  {
    slug: 'header',
    type: 'header',
    en: 'Header',
    ar: 'الترويسة',
    slots: [
      banner('top-header-1', 'Engine oils: save on Mobil 1', 'زيوت المحرك: وفّر على موبيل 1', {
        fixture: 'fixedDiscount',
      }),
      banner('top-header-2', '15% off Michelin Primacy 4', 'خصم 15% على ميشلان برايمسي 4', {
        fixture: 'percentageDiscount',
      }),
      banner('top-header-3', 'Car wash coupons from 2 OMR', 'قسائم غسيل السيارات من 2 ريال', {
        fixture: 'carwashService',
      }),
      banner(
        'top-header-4',
        'Mobil 1: advanced full synthetic',
        'موبيل 1: اصطناعي بالكامل ومتطور',
        { url: 'https://www.mobil.com/en/lubricants' },
      ),
    ],
  },
  homeBlock('home-summer-offers', 'Summer offers', 'عروض الصيف', [
    banner('top-image-1', 'Beat the heat: check your battery', 'تغلب على الحر: افحص بطاريتك', {
      leaf: 'batteries-61-to-80ah',
    }),
    banner('top-image-2', 'Summer kits on sale', 'أطقم الصيف بأسعار مخفضة', { leaf: 'sales' }),
    banner(
      'popup',
      'An extra 10% off for 72 hours with code SAVE10',
      'خصم إضافي 10% لمدة 72 ساعة بالرمز SAVE10',
      { leaf: 'sales' },
    ),
    slider('Best sellers', 'الأكثر مبيعًا', ''),
  ]),
  homeBlock('home-engine-oil', 'Engine oil', 'زيت المحرك', [
    banner('left-image', 'Fully synthetic oils', 'زيوت اصطناعية بالكامل', { fixture: 'plain' }),
    banner('right-image', 'Oil change at a HiG center', 'تغيير الزيت في مراكز هاي جي', {
      fixture: 'oilChangeService',
    }),
    slider('Engine oils', 'زيوت المحرك', 'engine-oil'),
  ]),
  homeBlock('home-tires', 'Tires', 'الإطارات', [
    banner('bottom-image-1', 'All-terrain tires for the sands', 'إطارات لجميع التضاريس للرمال', {
      leaf: 'all-terrain-tires',
    }),
    banner('bottom-image-2', 'Michelin: made for long drives', 'ميشلان: مصممة للرحلات الطويلة', {
      url: 'https://www.michelin.com/en/',
    }),
    slider('Tires', 'الإطارات', 'tire'),
  ]),
  homeBlock('home-carwash', 'Car wash and care', 'غسيل السيارات والعناية', [
    banner('top-image-3', 'Ceramic coating that lasts', 'طلاء سيراميك يدوم طويلًا', {
      leaf: 'detailing-and-polishing',
    }),
    slider('Car wash and care', 'غسيل السيارات والعناية', 'carwash'),
    banner('bottom-image-3', 'Drive safe this khareef', 'قُد بأمان في موسم الخريف', {
      url: 'https://www.rop.gov.om/english/',
    }),
  ]),
  homeBlock(
    'home-batteries-and-bikes',
    'Batteries and motorcycles',
    'البطاريات والدراجات النارية',
    [
      banner('left-image', 'Batteries with free fitting', 'بطاريات مع تركيب مجاني', {
        leaf: 'batteries-81ah-and-above',
      }),
      banner('right-image', 'A helmet for every rider', 'خوذة لكل سائق', { leaf: 'helmets' }),
      slider('Motorcycle', 'الدراجات النارية', 'motorcycle'),
      slider('Batteries', 'البطاريات', 'battery'),
    ],
  ),
]

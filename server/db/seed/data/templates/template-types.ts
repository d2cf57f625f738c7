// How a leaf category's products are generated: a product takes one part from each dimension;
// its name joins the parts (in Arabic optionally in another order), its price is the sum of
// the parts' prices times the product of their multipliers, its attribute values are the
// union of the parts' values and the leaf's.

export interface Part {
  en: string
  ar: string
  /** A key of productBrands. */
  brand?: string
  /** 'attribute:value' references. */
  values?: string[]
  /** Baisa added to the price. */
  price?: number
  mult?: number
}

export interface ServiceTerms {
  /** What the bill suggests as the next service: kilometres or days. */
  usageLimitType: 'km' | 'day'
  usageLimit: number
  /** How long a bought coupon stays usable. */
  validityDays: number
}

export interface LeafTemplate {
  leaf: string
  /** Relative share of the generated products. */
  weight: number
  dims: Part[][]
  /** Order of the dimensions in the Arabic name, when it differs. */
  arOrder?: number[]
  values?: string[]
  /** Present for services, which are sold as coupons and used up at service centers. */
  service?: ServiceTerms
  description: { en: string; ar: string }
}

export const litres = {
  halfLitre: { en: '500 ml', ar: '500 مل', values: ['capacity:500-ml'], mult: 0.55 },
  one: { en: '1 L', ar: '1 لتر', values: ['capacity:1-l'], mult: 1 },
  four: { en: '4 L', ar: '4 لتر', values: ['capacity:4-l'], mult: 3.5 },
  five: { en: '5 L', ar: '5 لتر', values: ['capacity:5-l'], mult: 4.2 },
  twenty: { en: '20 L', ar: '20 لتر', values: ['capacity:20-l'], mult: 15 },
} satisfies Record<string, Part>

export const vehicleClasses = {
  sedan: { en: '– Sedan', ar: '– سيدان', values: ['vehicle-type:sedan'], mult: 1 },
  suv: { en: '– SUV', ar: '– دفع رباعي', values: ['vehicle-type:suv'], mult: 1.3 },
  pickup: { en: '– Pickup', ar: '– بيك أب', values: ['vehicle-type:pickup'], mult: 1.4 },
  motorcycle: {
    en: '– Motorcycle',
    ar: '– دراجة نارية',
    values: ['vehicle-type:motorcycle'],
    mult: 0.6,
  },
} satisfies Record<string, Part>

/** "for Toyota Camry" parts for fitted parts (filters, mats, brake pads). */
export const fitments: Part[] = [
  { en: 'for Toyota Camry', ar: 'لتويوتا كامري', values: ['vehicle-type:sedan'], mult: 1 },
  {
    en: 'for Toyota Land Cruiser',
    ar: 'لتويوتا لاند كروزر',
    values: ['vehicle-type:suv'],
    mult: 1.3,
  },
  { en: 'for Nissan Patrol', ar: 'لنيسان باترول', values: ['vehicle-type:suv'], mult: 1.3 },
  { en: 'for Hyundai Elantra', ar: 'لهيونداي إلنترا', values: ['vehicle-type:sedan'], mult: 0.95 },
  { en: 'for Kia Sportage', ar: 'لكيا سبورتاج', values: ['vehicle-type:suv'], mult: 1 },
  { en: 'for Honda Civic', ar: 'لهوندا سيفيك', values: ['vehicle-type:sedan'], mult: 1 },
  {
    en: 'for Mitsubishi Pajero',
    ar: 'لميتسوبيشي باجيرو',
    values: ['vehicle-type:suv'],
    mult: 1.15,
  },
  { en: 'for Nissan Sunny', ar: 'لنيسان صني', values: ['vehicle-type:sedan'], mult: 0.9 },
  { en: 'for Toyota Hilux', ar: 'لتويوتا هايلكس', values: ['vehicle-type:pickup'], mult: 1.1 },
  { en: 'for Lexus LX', ar: 'للكزس \u200fLX', values: ['vehicle-type:suv'], mult: 1.5 },
]

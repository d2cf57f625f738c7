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
  /** What the bill suggests as the next service: kilometers or days. */
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

/** A part that carries one attribute value and scales the price by `mult`. */
const valued = (en: string, ar: string, value: string, mult: number): Part => ({
  en,
  ar,
  values: [value],
  mult,
})

export const litres = {
  halfLitre: valued('500 ml', '500 مل', 'capacity:500-ml', 0.55),
  one: valued('1 L', '1 لتر', 'capacity:1-l', 1),
  four: valued('4 L', '4 لتر', 'capacity:4-l', 3.5),
  five: valued('5 L', '5 لتر', 'capacity:5-l', 4.2),
  twenty: valued('20 L', '20 لتر', 'capacity:20-l', 15),
} satisfies Record<string, Part>

export const vehicleClasses = {
  sedan: valued('– Sedan', '– سيدان', 'vehicle-type:sedan', 1),
  suv: valued('– SUV', '– دفع رباعي', 'vehicle-type:suv', 1.3),
  pickup: valued('– Pickup', '– بيك أب', 'vehicle-type:pickup', 1.4),
  motorcycle: valued('– Motorcycle', '– دراجة نارية', 'vehicle-type:motorcycle', 0.6),
} satisfies Record<string, Part>

/** "for Toyota Camry" parts for fitted parts (filters, mats, brake pads). */
export const fitments: Part[] = [
  valued('for Toyota Camry', 'لتويوتا كامري', 'vehicle-type:sedan', 1),
  valued('for Toyota Land Cruiser', 'لتويوتا لاند كروزر', 'vehicle-type:suv', 1.3),
  valued('for Nissan Patrol', 'لنيسان باترول', 'vehicle-type:suv', 1.3),
  valued('for Hyundai Elantra', 'لهيونداي إلنترا', 'vehicle-type:sedan', 0.95),
  valued('for Kia Sportage', 'لكيا سبورتاج', 'vehicle-type:suv', 1),
  valued('for Honda Civic', 'لهوندا سيفيك', 'vehicle-type:sedan', 1),
  valued('for Mitsubishi Pajero', 'لميتسوبيشي باجيرو', 'vehicle-type:suv', 1.15),
  valued('for Nissan Sunny', 'لنيسان صني', 'vehicle-type:sedan', 0.9),
  valued('for Toyota Hilux', 'لتويوتا هايلكس', 'vehicle-type:pickup', 1.1),
  valued('for Lexus LX', 'للكزس \u200fLX', 'vehicle-type:suv', 1.5),
]

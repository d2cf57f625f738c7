// The price rule of the shopping spec: what a product card and a cart line show, from the
// commerce backend's pricing. With gross prices displayed, tax is already inside.
interface Money {
  amount: number
}

interface TaxedMoney {
  gross: Money
  net: Money
  tax: Money
}

export interface ProductPricing {
  displayGrossPrices: boolean
  discount?: TaxedMoney | null
  priceRange?: { start?: TaxedMoney | null } | null
  priceRangeUndiscounted?: { start?: TaxedMoney | null } | null
}

export interface ShownPrice {
  price: number
  discount: number
  payable: number
  tax: number
  discountPercentage: number
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

export function discountPercentage(price: number, discount: number): number {
  if (!(discount > 0) || !(price > 0)) return 0
  return round((discount * 100) / price, 2)
}

export function shownPrice(pricing: ProductPricing | null | undefined): ShownPrice {
  const gross = pricing?.displayGrossPrices ?? true
  const side = gross ? 'gross' : 'net'
  const undiscounted = pricing?.priceRangeUndiscounted?.start ?? pricing?.priceRange?.start
  const start = pricing?.priceRange?.start
  const price = round(undiscounted?.[side].amount ?? 0, 3)
  const payable = round(start?.[side].amount ?? price, 3)
  const discount = round(pricing?.discount?.[side].amount ?? Math.max(price - payable, 0), 3)
  return {
    price,
    discount,
    payable,
    tax: gross ? 0 : round(start?.tax.amount ?? 0, 3),
    discountPercentage: discountPercentage(price, discount),
  }
}

export type VisibleDiscountType = 'fixed' | 'percentage'

/** The product's `visible_discount_type` metadata: fixed only when it says so. */
export function visibleDiscountTypeOf(
  metadata: readonly { key: string; value: string }[] | null | undefined,
): VisibleDiscountType {
  const value = metadata?.find((item) => item.key === 'visible_discount_type')?.value
  return value === 'fixed' ? 'fixed' : 'percentage'
}

export type DiscountBadgeValue =
  { kind: 'fixed'; amount: number } | { kind: 'percentage'; percent: number }

// What a discount badge says, wherever a product's discount shows (card, product page, cart
// line): the amount off for a fixed discount, else the percentage; nothing without a discount.
export function discountBadge(
  shown: Pick<ShownPrice, 'discount' | 'discountPercentage'>,
  type: VisibleDiscountType,
): DiscountBadgeValue | null {
  if (!(shown.discount > 0)) return null
  return type === 'fixed'
    ? { kind: 'fixed', amount: shown.discount }
    : { kind: 'percentage', percent: shown.discountPercentage }
}

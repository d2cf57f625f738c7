// What a card (and the detail's header) shows of a product, in the person's language, with
// the spec's price rule applied.
import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import {
  discountBadge,
  shownPrice,
  visibleDiscountTypeOf,
  type ShownPrice,
  type VisibleDiscountType,
} from '#shared/domain/price-rule.ts'

export interface ProductView {
  id: string
  channel: string | null
  variantId: string | null
  name: string
  nameEn: string
  nameAr: string | null
  image: string | null
  categoryId: string | null
  shown: ShownPrice
  visibleDiscountType: VisibleDiscountType
  badge: ReturnType<typeof discountBadge>
  quantityAvailable: number
  inStock: boolean
}

export function productView(product: ProductCardFieldsFragment, language: string): ProductView {
  const nameAr = product.translation?.name?.trim() || null
  const shown = shownPrice(product.pricing)
  const visibleDiscountType = visibleDiscountTypeOf(product.metadata)
  const variant = product.variants?.[0]
  const quantityAvailable = Math.max(variant?.quantityAvailable ?? 0, 0)
  return {
    id: product.id,
    channel: product.channel,
    variantId: variant?.id ?? null,
    name: language === 'ar' && nameAr ? nameAr : product.name,
    nameEn: product.name,
    nameAr,
    image: product.thumbnail?.url ?? null,
    categoryId: product.category?.id ?? null,
    shown,
    visibleDiscountType,
    badge: discountBadge(shown, visibleDiscountType),
    quantityAvailable,
    inStock: quantityAvailable > 0,
  }
}

/** The original price is struck through only when it differs from what is paid. */
export function showsOriginalPrice(shown: ShownPrice): boolean {
  return shown.payable !== shown.price
}

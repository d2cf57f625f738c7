// The REST catalog's "seller product" (spec 1 §3): a product as one seller (HiG) offers it
// in a city's channel, with the price rule applied. Its id is the product's first variant
// listed in the channel: that is what sellers/card/ and sellers/product-delivery/ take as
// seller_product_id.
import type * as z from 'zod/mini'
import type { sellerProduct, sellerProductDetail } from '#shared/contracts/rest/sellers.ts'
import type { Db } from '../db/database.ts'
import { pick, type Language } from '../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import { discountPercentage } from '#shared/domain/price-rule.ts'
import { productAttributeValues } from '../catalog/attributes.ts'
import { categoryLabels } from '../catalog/categories.ts'
import { productImageUrl, productLink } from '../catalog/links.ts'
import { productPrice } from '../catalog/listing-price.ts'
import { orderCounts, variantListings } from '../catalog/products.ts'
import type { ChannelRow, ProductRow, VariantListingRow } from '../catalog/rows.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

/** How many of one product a single order may hold (the spec's sample is 4). */
const MAX_PER_ORDER = 4

export type SellerProduct = z.output<typeof sellerProduct>
type SellerProductDetail = z.output<typeof sellerProductDetail>

/** Products; with their variants' listings in the channel when those were read with them. */
type SellerProductRow = ProductRow & { variants?: VariantListingRow[] }

export async function sellerProducts(
  db: Db,
  rows: readonly SellerProductRow[],
  options: { channel: ChannelRow; cityId: number | null; language: Language },
): Promise<SellerProduct[]> {
  const ids = rows.map((row) => row.id)
  const given = rows.every((row) => row.variants)
  const [listings, attributes, ordersOf, categoryOf] = await Promise.all([
    given
      ? new Map(rows.map((row) => [row.id, row.variants ?? []]))
      : variantListings(db, ids, options.channel.id),
    productAttributeValues(db, ids),
    orderCounts(db, ids),
    categoryLabels(
      db,
      rows.map((row) => row.category_id),
    ),
  ])
  const say = (words: Message) => translate(options.language, words)
  return rows.flatMap((row) => {
    const variants = listings.get(row.id) ?? []
    const price = productPrice(variants)
    const first = variants[0]
    if (!price || !first) return []
    const service = row.metadata['service'] === 'true'
    const category = categoryOf.get(row.category_id)
    const details = new Map<number, SellerProductDetail>()
    for (const item of attributes.get(row.id) ?? []) {
      if (item.attribute.metadata['detail'] === 'false') continue
      const section = details.get(item.attribute.id) ?? {
        title: item.attribute.name_en,
        translation: item.attribute.name_ar,
        details: [],
      }
      section.details.push({
        name: pick(options.language, item.value.name_en, item.value.name_ar),
        richText: item.value.rich_text ? JSON.stringify(item.value.rich_text) : null,
        inputType: item.attribute.input_type,
      })
      details.set(item.attribute.id, section)
    }
    const type = row.visible_discount_type === 'fixed' ? 'fixed' : 'percentage'
    return [
      {
        id: first.variant_id,
        product_id: row.id,
        product_link: productLink(row.id),
        use_details: true,
        tag: price.discount > 0 ? say(msg('Offer')) : null,
        name: pick(options.language, row.name_en, row.name_ar),
        label: category ? pick(options.language, category.name_en, category.name_ar) : '',
        label_style: category?.background_color ?? '',
        unit: say(msg('piece')),
        price: toOmr(price.price),
        payable_amount: toOmr(price.payable),
        discount_amount: toOmr(price.discount),
        usable_credit_amount: 0,
        image: productImageUrl(row.id),
        is_active: price.quantity > 0,
        cash_payment: false,
        details: [...details.values()],
        fixed_discount_amount: type === 'fixed' ? toOmr(price.discount) : 0,
        discount_percentage: discountPercentage(price.price, price.discount),
        visible_discount_type: type,
        purchasable_count: Math.min(price.quantity, MAX_PER_ORDER),
        orders_count: ordersOf.get(row.id) ?? 0,
        has_free_discount: false,
        has_free_wage: service,
        count_step: 1,
        service_center_service_required: service,
        service_center_delivery_required: false,
        type: service ? 'service' : 'product',
        quantity: price.quantity,
        address_id: null,
        delivery_date: null,
        delivery_shift: null,
        service_center_id: null,
        city: options.cityId,
        site: 'gmall',
        seller: { id: 1, name: say(msg('HiG Car Care')) },
        tax: 0,
      } satisfies SellerProduct,
    ]
  })
}

// The REST cart's lines at the edge: cart_items as a REST client sends them (validated by the
// contract, shared/contracts/rest/sellers.ts),
// read against the seller products of the city's channel (prices and limits always from the
// server, never from the client), and answered as the spec's cart lines and cart data.
import type * as z from 'zod/mini'
import type { cartItem } from '#shared/contracts/rest/cart.ts'
import type { Db } from '../db/database.ts'
import { pick, type Language } from '../lib/language.ts'
import { toBaisa, toOmr } from '#shared/domain/money.ts'
import { productIdsOfVariants, productsByIds } from '../catalog/products.ts'
import type { ChannelRow } from '../catalog/rows.ts'
import { addressLines } from '../addresses/address-book.ts'
import { centerNames } from '../service-center/centers.ts'
import { noDelivery, type CartData, type RestCartLine } from '../checkout/rest-cart.ts'
import { failWith, say, type RestContext } from './http.ts'
import { sellerProducts, type SellerProduct } from './seller-product.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export type CartItemInput = z.output<typeof cartItem>

/** The seller products of the given ids in a channel, by seller product id. */
export async function cartProducts(
  db: Db,
  ids: readonly number[],
  options: { channel: ChannelRow; cityId: number | null; language: Language },
): Promise<Map<number, SellerProduct>> {
  if (ids.length === 0) return new Map()
  const products = await productsByIds(db, await productIdsOfVariants(db, ids))
  const sellers = await sellerProducts(db, products, options)
  return new Map(sellers.map((seller) => [seller.id, seller]))
}

export function requireProduct(
  c: RestContext,
  products: Map<number, SellerProduct>,
  id: number,
): SellerProduct {
  const product = products.get(id)
  if (!product) {
    failWith(404, say(c, msg('This product is not sold in your city.')))
  }
  return product
}

const allowedTypes = (product: SellerProduct) =>
  product.type === 'service'
    ? ['service_in_location', 'service_in_center']
    : ['delivery', 'delivery_in_center']

// A client's line, with the limits and a delivery type the product allows.
export function cartLineOf(
  c: RestContext,
  item: CartItemInput,
  product: SellerProduct,
): RestCartLine {
  const base = noDelivery(product.type === 'service')
  const type = item.type ?? base.type
  if (!allowedTypes(product).includes(type)) {
    failWith(400, say(c, msg('This delivery type is not offered for this product.')))
  }
  return {
    id: item.id,
    quantity: item.quantity,
    count_step: product.count_step,
    purchasable_count: product.purchasable_count,
    type,
    address_id: item.address_id ?? null,
    delivery_date: item.delivery_date ?? null,
    delivery_shift: item.delivery_shift ?? null,
    service_center_id: item.service_center_id ?? null,
  }
}

interface Names {
  centers: Map<number, { en: string; ar: string }>
  addresses: Map<number, string>
}

export async function deliveryNames(
  db: Db,
  userId: number | null,
  lines: readonly RestCartLine[],
): Promise<Names> {
  const centerIds = [...new Set(lines.flatMap((line) => line.service_center_id ?? []))]
  const addressIds = [...new Set(lines.flatMap((line) => line.address_id ?? []))]
  const [centers, addresses] = await Promise.all([
    centerNames(db, centerIds),
    userId === null ? new Map<number, string>() : addressLines(db, userId, addressIds),
  ])
  return { centers, addresses }
}

const shiftNames: Record<string, Message> = {
  normal: msg('Normal hour'),
  happy: msg('Happy hour'),
}

/** A cart line as the spec's REST client reads it: the seller product and the cart fields. */
export function cartLineView(
  line: RestCartLine,
  product: SellerProduct,
  names: Names,
  language: Language,
) {
  const center = line.service_center_id ? names.centers.get(line.service_center_id) : undefined
  const shift = line.delivery_shift ? shiftNames[line.delivery_shift] : undefined
  return {
    ...product,
    ...line,
    delivery_shift_name: shift ? translate(language, shift) : null,
    service_center_name: center ? pick(language, center.en, center.ar) : null,
    address: line.address_id ? (names.addresses.get(line.address_id) ?? null) : null,
  }
}

export function cartDataView(data: CartData) {
  return {
    total_amount: toOmr(data.total_amount),
    total_quantity: data.total_quantity,
    payable_amount: toOmr(data.payable_amount),
    discount_amount: toOmr(data.discount_amount),
    total_usable_credit: toOmr(data.total_usable_credit),
    tax_amount: toOmr(data.tax_amount),
    wallet_amount: toOmr(data.wallet_amount),
  }
}

export function pricedLines(lines: readonly RestCartLine[], products: Map<number, SellerProduct>) {
  return lines.map((line) => {
    const product = products.get(line.id)!
    return {
      quantity: line.quantity,
      price: toBaisa(product.price),
      payable: toBaisa(product.payable_amount),
      tax: toBaisa(product.tax),
    }
  })
}

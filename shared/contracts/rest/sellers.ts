// sellers/*: the REST catalog and cart of spec 1 section 7. A "seller product" is a product
// as one seller (HiG) offers it in a city's channel, with the price rule applied; its id is the
// product's variant in that channel, the id the cart takes.
import * as z from 'zod/mini'
import { defaultSort, sortKeys, type SortKey } from '../../domain/listing-sort.ts'
import { MIN_SEARCH_LENGTH } from '../../domain/search-text.ts'
import { okAnswer, pagedAnswer } from './answers.ts'
import { cartItems, cartTotals, deliveryShifts, deliveryTypes } from './cart.ts'
import { isStorableText } from '../../domain/storable.ts'
import { id, integer, omr, page, pageSize, switchValue, text } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('sellers/', 'anyone')

// The listing sorts as REST clients send them: best sellers, highest price, lowest price.
export const restSortValues: Record<SortKey, string> = {
  Best_Seller: '-priority',
  Highest_Price: '-payable_amount',
  Lowest_Price: 'payable_amount',
}

export function sortKeyOfRest(value: string | undefined): SortKey {
  const found = sortKeys.find((key) => restSortValues[key] === value)
  return found ?? defaultSort
}

export const sellerProductDetail = z.object({
  title: z.string(),
  translation: z.string(),
  details: z.array(
    z.object({ name: z.string(), richText: z.nullable(z.string()), inputType: z.string() }),
  ),
})

const sellerProductFields = {
  id: z.number(),
  product_id: z.number(),
  product_link: z.string(),
  use_details: z.boolean(),
  tag: z.nullable(z.string()),
  name: z.string(),
  label: z.string(),
  label_style: z.string(),
  unit: z.string(),
  price: omr,
  payable_amount: omr,
  discount_amount: omr,
  usable_credit_amount: omr,
  image: z.string(),
  is_active: z.boolean(),
  cash_payment: z.boolean(),
  details: z.array(sellerProductDetail),
  fixed_discount_amount: omr,
  discount_percentage: z.number(),
  visible_discount_type: z.enum(['fixed', 'percentage']),
  purchasable_count: z.number(),
  orders_count: z.number(),
  has_free_discount: z.boolean(),
  has_free_wage: z.boolean(),
  count_step: z.number(),
  service_center_service_required: z.boolean(),
  service_center_delivery_required: z.boolean(),
  quantity: z.number(),
  address_id: z.nullable(z.number()),
  delivery_date: z.nullable(z.string()),
  delivery_shift: z.nullable(z.string()),
  service_center_id: z.nullable(z.number()),
  city: z.nullable(z.number()),
  site: z.string(),
  seller: z.object({ id: z.number(), name: z.string() }),
  tax: omr,
}

export const sellerProduct = z.object({
  ...sellerProductFields,
  type: z.enum(['product', 'service']),
})

// Listing filters: any other query parameter is an attribute slug with values by comma.
const attributeFilters = <S extends z.core.$ZodShape>(shape: S) =>
  z.catchall(z.object(shape), text(500))

export const productSliders = anyone.get('product-sliders/', {
  summary: 'The product sliders of the content pages (home_page=1: the home page’s only).',
  query: z.object({
    city_id: z.optional(id),
    category_id: z.optional(id),
    home_page: z.optional(switchValue),
  }),
  answer: okAnswer(
    z.array(z.object({ id: z.number(), name: z.string(), products: z.array(sellerProduct) })),
  ),
})

export const LISTING_PAGE_SIZE = 100

export const products = anyone.get('products/', {
  summary:
    'A page of the listing of a category, sorted (-priority best sellers, -payable_amount, payable_amount); other parameters filter by attribute slug, values by comma.',
  query: attributeFilters({
    city_id: z.optional(id),
    category_id: z.optional(id),
    sort: z.optional(z.enum(Object.values(restSortValues))),
    page,
    page_size: pageSize(LISTING_PAGE_SIZE, LISTING_PAGE_SIZE),
  }),
  answer: pagedAnswer(sellerProduct),
})

export const productsSearch = anyone.get('products-search/', {
  summary: 'Products whose names (English or Arabic) or brand hold every word of the search.',
  query: z.object({
    city_id: z.optional(id),
    search: z
      .string()
      .check(
        z.trim(),
        z.minLength(MIN_SEARCH_LENGTH, { error: 'search_too_short' }),
        z.maxLength(200),
      )
      .check(z.refine(isStorableText, { error: 'unreadable_text' })),
  }),
  answer: okAnswer(z.array(sellerProduct)),
})

export const filterGroup = z.object({
  type: z.literal('collapse'),
  key: z.string(),
  label: z.string(),
  options: z.array(z.object({ key: z.string(), label: z.string(), active: z.boolean() })),
})

export const productsFilters = anyone.get('products-filters/', {
  summary: 'The filter panel of a category: attributes and the values in use, chosen ones active.',
  query: attributeFilters({ city_id: z.optional(id), category_id: id }),
  answer: okAnswer(z.array(filterGroup)),
})

export const productDelivery = anyone.get('product-delivery/', {
  summary: 'How a product can be delivered in a city: the types, the next days, shifts, centers.',
  query: z.object({
    seller_product_id: id,
    city_id: z.optional(id),
    type: z._default(z.enum(deliveryTypes), 'delivery'),
  }),
  answer: okAnswer(
    z.object({
      type: z.enum(deliveryTypes),
      allowed_types: z.array(z.enum(deliveryTypes)),
      dates: z.array(z.string()),
      shifts: z.array(z.object({ id: z.enum(deliveryShifts), name: z.string() })),
      service_centers: z.array(z.object({ id: z.number(), name: z.string(), region: z.string() })),
    }),
  ),
})

/** A cart line as the server answers it: the seller product with the line's choices. */
export const cartLine = z.object({
  ...sellerProductFields,
  type: z.enum(deliveryTypes),
  delivery_shift_name: z.nullable(z.string()),
  service_center_name: z.nullable(z.string()),
  address: z.nullable(z.string()),
})

export const cart = z.object({ cart_items: z.array(cartLine), cart_data: cartTotals })

export const cartStep = anyone.post('card/', {
  summary:
    'One step of the REST cart: quantity 1 adds a step of the product, -1 takes one off, 0 removes the line; the answer is the whole cart with the server’s prices (400 with the unchanged cart past the purchasable count).',
  body: z.object({
    seller_product_id: id,
    city_id: z.optional(id),
    quantity: z._default(integer(-1, 1), 1),
    cart_items: cartItems,
  }),
  answer: okAnswer(cart),
})

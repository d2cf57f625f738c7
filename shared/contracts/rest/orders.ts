// orders/*: the person's orders, returns, and the REST checkout of spec 1 section 7.
import * as z from 'zod/mini'
import { CODE_PATTERN } from '../../domain/one-time-code.ts'
import { okAnswer } from './answers.ts'
import { flag, id, integer, omr, text, trimmed } from './fields.ts'
import { routeGroup } from './route-group.ts'
import { cartItems, cartTotals, deliveryTypes } from './cart.ts'

const customer = routeGroup('orders/', 'customer')

const deliveryFields = z.enum([
  'address_id',
  'delivery_date',
  'delivery_shift',
  'service_center_id',
])

const messagingService = z.optional(z.nullable(trimmed(30)))

export const orderSummary = customer.post('order-summary/', {
  summary: 'The cart’s totals with the promo code and, when asked, the wallet credit.',
  body: z.object({
    use_credit: flag,
    city_id: z.optional(id),
    discount_code: z._default(trimmed(15), ''),
    cart_items: cartItems,
  }),
  answer: okAnswer(z.object({ ...cartTotals.shape, credit: omr })),
})

export const requiredFields = customer.post('required-fields/', {
  summary: 'What each line’s delivery still needs before ordering.',
  body: z.object({ city_id: z.optional(id), cart_items: cartItems }),
  answer: okAnswer(
    z.array(
      z.object({
        id: z.number(),
        type: z.enum(deliveryTypes),
        required_fields: z.array(deliveryFields),
        missing_fields: z.array(deliveryFields),
      }),
    ),
  ),
})

export const placeOrder = customer.post('order/', {
  summary:
    'Places the order; paid by credit alone it is done at once, otherwise the answer carries the payment page for the rest.',
  status: 201,
  body: z.object({
    city_id: z.optional(id),
    use_credit: flag,
    discount_code: z._default(trimmed(15), ''),
    cart_items: cartItems,
    first_name: z._default(text(100), ''),
    last_name: z._default(text(100), ''),
  }),
  answer: okAnswer(
    z.object({
      order_id: z.nullable(z.number()),
      number: z.nullable(z.number()),
      checkout_id: z.string(),
      payable_amount: omr,
      payment_url: z.nullable(z.string()),
    }),
  ),
})

export const orderRow = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  time: z.string(),
  status: z.string(),
  payment_status: z.string(),
  payable_amount: omr,
  /** What the person paid for the order (gateway and wallet), as the app's order list says. */
  paid_amount: omr,
})

export const orderDetail = z.object({
  ...orderRow.shape,
  amount: omr,
  delivery_amount: omr,
  service_amount: omr,
  credit_amount: omr,
  discount_amount: omr,
  tax_amount: omr,
  order_lines: z.array(
    z.object({
      id: z.number(),
      product_name: z.string(),
      image: z.nullable(z.string()),
      quantity: z.number(),
      used: z.number(),
      returned: z.number(),
      expired: z.boolean(),
    }),
  ),
})

export const userOrders = customer.get('user-orders/', {
  summary: 'The person’s orders, newest first; with id, that one order and its lines.',
  query: z.object({ id: z.optional(id) }),
  answer: okAnswer(z.union([z.array(orderRow), orderDetail])),
})

// An order line as the returns screens show it.
const returnLine = {
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  product_name: z.string(),
  image: z.nullable(z.string()),
  quantity: z.number(),
  unit_price: omr,
  currency: z.string(),
  return_until: z.string(),
}

export const returnableItem = z.object({
  ...returnLine,
  returned: z.number(),
  returnable_quantity: z.number(),
})

export const returnable = customer.get('returnable/', {
  summary: 'The items of the person’s orders that may still be returned.',
  answer: okAnswer(z.array(returnableItem)),
})

const returnQuantity = integer(1, 1000)

export const returnSummary = z.object({
  ...returnLine,
  refund_amount: omr,
  refund_to: z.literal('wallet'),
  category_id: z.nullable(z.number()),
})

export const returnedSummary = customer.post('returned-summary/', {
  summary: 'What returning a quantity of an order line refunds.',
  body: z.object({ id, quantity: returnQuantity }),
  answer: okAnswer(returnSummary),
})

export const returnRequest = z.object({
  id: z.number(),
  order_line_id: z.number(),
  quantity: z.number(),
  poll_id: z.number(),
  status: z.literal('requested'),
  phone_number: z.string(),
})

export const returned = customer.post('returned/', {
  summary: 'Asks to return items, with a reason; a code to confirm is sent to the person.',
  body: z.object({
    id,
    quantity: returnQuantity,
    poll_id: id,
    messaging_service: messagingService,
  }),
  answer: okAnswer(returnRequest),
})

export const verifiedReturn = z.object({
  id: z.number(),
  order_line_id: z.number(),
  order_id: z.number(),
  quantity: z.number(),
  refund_amount: omr,
  wallet_balance: omr,
  order_status: z.string(),
  payment_status: z.string(),
})

export const returnedVerify = customer.post('returned-verify/', {
  summary: 'Confirms a return with its code: the item goes back, its price to the wallet.',
  body: z.object({ id, code: z.string().check(z.regex(CODE_PATTERN)) }),
  answer: okAnswer(verifiedReturn),
})

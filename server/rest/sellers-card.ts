// POST sellers/card/: one step of the REST cart (spec 1 §4, §7). The client sends its cart_items
// and the product to change; quantity 1 (default) adds a step, -1 takes one off, 0 removes the
// line. The answer is the whole cart again with the server's prices and its totals. A step past
// the product's purchasable count changes nothing and says so.
import { cartStep } from '#shared/contracts/rest/sellers.ts'
import type { AppDeps } from '../app-deps.ts'
import { addStep, cartData, removeStep, type RestCartLine } from '../checkout/rest-cart.ts'
import { channelOfCity } from './catalog-city.ts'
import {
  cartDataView,
  cartLineOf,
  cartLineView,
  cartProducts,
  deliveryNames,
  pricedLines,
  requireProduct,
} from './cart-lines.ts'
import { failWith, ok, say } from './http.ts'
import { restRouter } from './rest-router.ts'
import { msg } from '../i18n/message.ts'

export function sellersCardRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(cartStep, async (c, { body, who: user }) => {
    const language = c.get('language')
    const { channel, cityId } = await channelOfCity(c, db, body.city_id)
    const products = await cartProducts(
      db,
      [...body.cart_items.map((item) => item.id), body.seller_product_id],
      { channel, cityId, language },
    )
    const product = requireProduct(c, products, body.seller_product_id)
    let lines: RestCartLine[] = body.cart_items.map((item) =>
      cartLineOf(c, item, requireProduct(c, products, item.id)),
    )
    let changed = true
    if (body.quantity === 1) {
      const added = addStep(lines, {
        id: product.id,
        count_step: product.count_step,
        purchasable_count: product.purchasable_count,
        isService: product.type === 'service',
      })
      lines = added.lines
      changed = added.changed
    } else if (body.quantity === -1) {
      lines = removeStep(lines, product.id)
    } else {
      lines = lines.filter((line) => line.id !== product.id)
    }
    const names = await deliveryNames(db, user?.id ?? null, lines)
    const data = {
      cart_items: lines.map((line) => cartLineView(line, products.get(line.id)!, names, language)),
      cart_data: cartDataView(
        cartData(pricedLines(lines, products), { credit: 0, useCredit: false, voucherDiscount: 0 }),
      ),
    }
    if (!changed) {
      const message =
        product.purchasable_count === 0
          ? say(c, msg('This product is out of stock.'))
          : say(
              c,
              msg('You can buy at most {purchasable_count} of this product.', {
                purchasable_count: product.purchasable_count,
              }),
            )
      return failWith(400, message, { data })
    }
    return ok(
      data,
      body.quantity === 1
        ? say(c, msg('Added to your cart.'))
        : say(c, msg('Your cart was updated.')),
    )
  })

  return router
}

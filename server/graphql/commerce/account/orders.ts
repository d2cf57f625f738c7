// me { orders } and order(id): a person's own orders only. Another person's order is not
// found (null), the way a missing one is.
import type { QueryOrderArgs, UserOrdersArgs } from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { connection, decodeCursor, pageSize } from '../catalog/cursor.ts'
import { pkOf } from '../global-id.ts'
import { countryNames } from '../address-node.ts'
import { orderNode } from './order-node.ts'
import {
  giftCardsOfOrders,
  linesOfOrders,
  orderOfUser,
  ordersOfUser,
  type OrderRecord,
} from './orders-data.ts'

/** Orders as Saleor's Order, with their lines, gift cards and countries read once for all. */
export async function orderNodes(ctx: GraphQLContext, orders: readonly OrderRecord[]) {
  const ids = orders.map((order) => order.id)
  const [lines, giftCards, countries] = await Promise.all([
    linesOfOrders(ctx.db, ids),
    giftCardsOfOrders(ctx.db, ids),
    countryNames(ctx.db),
  ])
  return orders.map((order) =>
    orderNode(order, {
      lines: lines.get(order.id) ?? [],
      giftCards: giftCards.get(order.id) ?? [],
      countries,
      language: ctx.language,
    }),
  )
}

// User.orders: the parent is the signed-in person's own User (me).
async function userOrders(parent: { pk: number }, args: UserOrdersArgs, ctx: GraphQLContext) {
  const first = pageSize(args.first, 'orders')
  const offset = decodeCursor(args.after)
  const rows = await ordersOfUser(ctx.db, parent.pk, { offset, limit: first + 1 })
  const page = rows.slice(0, first)
  return connection(await orderNodes(ctx, page), offset, rows.length > first, offset + rows.length)
}

async function order(_: unknown, args: QueryOrderArgs, ctx: GraphQLContext) {
  const user = requireSignedIn(ctx)
  if (!args.id) return null
  const row = await orderOfUser(ctx.db, user.id, pkOf(args.id, 'Order'))
  if (!row) return null
  const [node] = await orderNodes(ctx, [row])
  return node ?? null
}

export const orderResolvers = {
  Query: { order },
  User: { orders: userOrders },
}

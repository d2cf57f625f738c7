// orderCancel: in Saleor a staff mutation (MANAGE_ORDERS); here the owner of an unpaid order
// may cancel it too, while nothing was paid for it (decision 266). Anyone else's order, a paid
// one or a canceled one is refused with Saleor's error shape, nothing changed.
import type { MutationOrderCancelArgs } from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { cancelUnpaidOrder } from '../../../checkout/unpaid-orders.ts'
import { notifyCustomer } from '../../../push/customer-notices.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { pkFromGlobalId } from '../checkout/checkout-access.ts'
import { orderNodes } from './orders.ts'
import { orderOfUser } from './orders-data.ts'
import { msg } from '../../../i18n/message.ts'
import { translate } from '../../../i18n/translate.ts'

async function orderCancel(_: unknown, args: MutationOrderCancelArgs, ctx: GraphQLContext) {
  const user = requireSignedIn(ctx)
  const orderId = pkFromGlobalId(args.id, 'Order')
  const canceled = orderId === null ? undefined : await cancelUnpaidOrder(ctx.db, user.id, orderId)
  if (!canceled || orderId === null) {
    return {
      order: null,
      errors: [
        {
          field: 'id',
          code: 'CANNOT_CANCEL_ORDER',
          message: translate(
            ctx.language,
            msg('This order cannot be canceled: it is paid, already canceled or not yours.'),
          ),
        },
      ],
    }
  }
  await notifyCustomer(ctx, user.id, canceled.notice)
  const row = await orderOfUser(ctx.db, user.id, orderId)
  const [node] = row ? await orderNodes(ctx, [row]) : []
  return { order: node ?? null, errors: [] }
}

export const orderCancelResolvers = { Mutation: { orderCancel } }

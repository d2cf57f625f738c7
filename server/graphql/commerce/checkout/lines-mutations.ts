// checkoutCreate and the line mutations: checkoutLinesAdd, checkoutLinesUpdate (quantity 0
// removes a line) and checkoutLinesDelete.
import { pick } from '../../../lib/language.ts'
import { insertCheckout, updateCheckout } from '../../../checkout/checkout-data.ts'
import {
  addLines,
  removeLines,
  updateLines,
  type LineChange,
} from '../../../checkout/checkout-lines.ts'
import { fail } from '../../../checkout/checkout-problems.ts'
import { orderMetadata } from '../../../checkout/complete-checkout.ts'
import type {
  CheckoutLineInput,
  MutationCheckoutCreateArgs,
  MutationCheckoutLinesAddArgs,
  MutationCheckoutLinesDeleteArgs,
  MutationCheckoutLinesUpdateArgs,
} from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { channelBySlug } from '../../../catalogue/channels.ts'
import { setAddress } from './address-rules.ts'
import {
  changeCheckout,
  lockOpenCheckout,
  pkFromGlobalId,
  requireSignedIn,
} from './checkout-access.ts'

function lineChanges(ctx: GraphQLContext, lines: readonly CheckoutLineInput[]): LineChange[] {
  const byVariant = new Map<number, number>()
  for (const line of lines) {
    const variantId = pkFromGlobalId(line.variantId, 'ProductVariant')
    if (variantId === null) {
      fail(
        'NOT_FOUND',
        'variantId',
        pick(ctx.language, 'This product does not exist.', 'هذا المنتج غير موجود.'),
        [line.variantId],
      )
    }
    byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + line.quantity)
  }
  return [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity }))
}

async function checkoutCreate(_: unknown, args: MutationCheckoutCreateArgs, ctx: GraphQLContext) {
  const user = requireSignedIn(ctx)
  const { input } = args
  return changeCheckout(ctx, async (tx) => {
    if (!input.channel) {
      fail(
        'REQUIRED',
        'channel',
        pick(ctx.language, 'Choose your store location.', 'اختر موقع متجرك.'),
      )
    }
    const channel = await channelBySlug(tx, input.channel)
    if (!channel) {
      fail(
        'NOT_FOUND',
        'channel',
        pick(ctx.language, 'This store location does not exist.', 'موقع المتجر هذا غير موجود.'),
      )
    }
    if (!channel.is_active) {
      fail(
        'CHANNEL_INACTIVE',
        'channel',
        pick(ctx.language, 'This store is closed at the moment.', 'هذا المتجر مغلق حاليًا.'),
      )
    }
    const row = await insertCheckout(tx, {
      userId: user.id,
      channelId: channel.id,
      email: user.email,
    })
    await addLines(tx, row, lineChanges(ctx, input.lines ?? []), ctx.language)
    const metadata = orderMetadata(input.metadata)
    if (Object.keys(metadata).length > 0) await updateCheckout(tx, row.id, { metadata })
    if (input.shippingAddress) {
      await setAddress(
        tx,
        ctx,
        row,
        'shipping',
        input.shippingAddress,
        input.validationRules?.shippingAddress,
      )
    }
    if (input.billingAddress) {
      await setAddress(
        tx,
        ctx,
        row,
        'billing',
        input.billingAddress,
        input.validationRules?.billingAddress,
      )
    }
    return row
  })
}

async function checkoutLinesAdd(
  _: unknown,
  args: MutationCheckoutLinesAddArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    await addLines(tx, row, lineChanges(ctx, args.lines), ctx.language)
    return row
  })
}

async function checkoutLinesUpdate(
  _: unknown,
  args: MutationCheckoutLinesUpdateArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    const updates = args.lines.map((line) => {
      const lineId = line.lineId ? pkFromGlobalId(line.lineId, 'CheckoutLine') : null
      const variantId = line.variantId ? pkFromGlobalId(line.variantId, 'ProductVariant') : null
      if ((line.lineId && lineId === null) || (!line.lineId && variantId === null)) {
        fail(
          'NOT_FOUND',
          'lineId',
          pick(ctx.language, 'This item is no longer in your cart.', 'لم يعد هذا المنتج في سلتك.'),
          line.lineId ? [line.lineId] : null,
        )
      }
      if (line.quantity === null || line.quantity === undefined) {
        fail('REQUIRED', 'quantity', pick(ctx.language, 'Give a quantity.', 'أدخل الكمية.'))
      }
      return { lineId, variantId, quantity: line.quantity }
    })
    await updateLines(tx, row, updates, ctx.language)
    return row
  })
}

async function checkoutLinesDelete(
  _: unknown,
  args: MutationCheckoutLinesDeleteArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    const ids = args.linesIds.map((id) => pkFromGlobalId(id, 'CheckoutLine'))
    const unknown = args.linesIds.filter((_, index) => ids[index] === null)
    if (unknown.length > 0) {
      fail(
        'NOT_FOUND',
        'linesIds',
        pick(ctx.language, 'This item is no longer in your cart.', 'لم يعد هذا المنتج في سلتك.'),
        unknown,
      )
    }
    await removeLines(tx, row, ids as number[], ctx.language)
    return row
  })
}

export const lineMutations = {
  checkoutCreate,
  checkoutLinesAdd,
  checkoutLinesUpdate,
  checkoutLinesDelete,
}

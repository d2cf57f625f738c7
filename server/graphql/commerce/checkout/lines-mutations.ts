// checkoutCreate and the line mutations: checkoutLinesAdd, checkoutLinesUpdate (quantity 0
// removes a line) and checkoutLinesDelete.
import { insertCheckout, updateCheckout } from '../../../checkout/checkout-data.ts'
import {
  addLines,
  removeLines,
  updateLines,
  type LineChange,
} from '../../../checkout/checkout-lines.ts'
import { failIn, lineGone } from '../../../checkout/checkout-problems.ts'
import { orderMetadata } from '../../../checkout/complete-checkout.ts'
import type {
  CheckoutLineInput,
  MutationCheckoutCreateArgs,
  MutationCheckoutLinesAddArgs,
  MutationCheckoutLinesDeleteArgs,
  MutationCheckoutLinesUpdateArgs,
} from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { channelBySlug } from '../../../catalog/channels.ts'
import { setAddress } from './address-rules.ts'
import { changeCheckout, changeOpenCheckout, pkFromGlobalId } from './checkout-access.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { msg } from '../../../i18n/message.ts'

function lineChanges(ctx: GraphQLContext, lines: readonly CheckoutLineInput[]): LineChange[] {
  const byVariant = new Map<number, number>()
  for (const line of lines) {
    const variantId = pkFromGlobalId(line.variantId, 'ProductVariant')
    if (variantId === null) {
      failIn(ctx.language, 'NOT_FOUND', 'variantId', msg('This product does not exist.'), [
        line.variantId,
      ])
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
      failIn(ctx.language, 'REQUIRED', 'channel', msg('Choose your store location.'))
    }
    const channel = await channelBySlug(tx, input.channel)
    if (!channel) {
      failIn(ctx.language, 'NOT_FOUND', 'channel', msg('This store location does not exist.'))
    }
    if (!channel.is_active) {
      failIn(
        ctx.language,
        'CHANNEL_INACTIVE',
        'channel',
        msg('This store is closed at the moment.'),
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
    for (const kind of ['shipping', 'billing'] as const) {
      const address = input[`${kind}Address`]
      const rules = input.validationRules?.[`${kind}Address`]
      if (address) await setAddress(tx, ctx, row, kind, address, rules)
    }
    return row
  })
}

async function checkoutLinesAdd(
  _: unknown,
  args: MutationCheckoutLinesAddArgs,
  ctx: GraphQLContext,
) {
  return changeOpenCheckout(ctx, args.id, async (tx, row) => {
    await addLines(tx, row, lineChanges(ctx, args.lines), ctx.language)
  })
}

async function checkoutLinesUpdate(
  _: unknown,
  args: MutationCheckoutLinesUpdateArgs,
  ctx: GraphQLContext,
) {
  return changeOpenCheckout(ctx, args.id, async (tx, row) => {
    const updates = args.lines.map((line) => {
      const lineId = line.lineId ? pkFromGlobalId(line.lineId, 'CheckoutLine') : null
      const variantId = line.variantId ? pkFromGlobalId(line.variantId, 'ProductVariant') : null
      if ((line.lineId && lineId === null) || (!line.lineId && variantId === null)) {
        lineGone(ctx.language, 'lineId', line.lineId ? [line.lineId] : null)
      }
      if (line.quantity === null || line.quantity === undefined) {
        failIn(ctx.language, 'REQUIRED', 'quantity', msg('Give a quantity.'))
      }
      return { lineId, variantId, quantity: line.quantity }
    })
    await updateLines(tx, row, updates, ctx.language)
  })
}

async function checkoutLinesDelete(
  _: unknown,
  args: MutationCheckoutLinesDeleteArgs,
  ctx: GraphQLContext,
) {
  return changeOpenCheckout(ctx, args.id, async (tx, row) => {
    const ids = args.linesIds.map((id) => pkFromGlobalId(id, 'CheckoutLine'))
    const unknown = args.linesIds.filter((_, index) => ids[index] === null)
    if (unknown.length > 0) {
      lineGone(ctx.language, 'linesIds', unknown)
    }
    await removeLines(tx, row, ids as number[], ctx.language)
  })
}

export const lineMutations = {
  checkoutCreate,
  checkoutLinesAdd,
  checkoutLinesUpdate,
  checkoutLinesDelete,
}

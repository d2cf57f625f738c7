// Who may touch a checkout (its owner, signed in), how its id is read (Saleor's global id, or
// the raw token the gateway's return address carries) and how a mutation answers: the checkout
// as the server now has it, or the errors list with nothing changed.
import type { AuthUser } from '../../../auth/request-user.ts'
import type { Db } from '../../../db/database.ts'
import { findOpenCheckout, isUuid, type CheckoutRow } from '../../../checkout/checkout-data.ts'
import {
  CheckoutFailure,
  checkoutNotFound,
  type CheckoutProblem,
} from '../../../checkout/checkout-problems.ts'
import { loadCheckoutState } from '../../../checkout/checkout-state.ts'
import type { GraphQLContext } from '../../context.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { checkoutNode } from './checkout-node.ts'

// "Checkout:<uuid>" in base64, or the uuid itself (Saleor's `token`); anything else: null.
export function checkoutUuid(id: string | null | undefined): string | null {
  if (!id) return null
  if (isUuid(id)) return id
  const decoded = Buffer.from(id, 'base64').toString('utf8')
  const match = /^Checkout:(.+)$/.exec(decoded)
  return match && isUuid(match[1]!) ? match[1]! : null
}

// Another global id type, or nothing: null (the caller answers NOT_FOUND in its errors list).
export function pkFromGlobalId(id: string, type: string): number | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8')
  const match = new RegExp(`^${type}:(\\d{1,9})$`).exec(decoded)
  return match ? Number(match[1]) : null
}

async function lockOpenCheckout(
  db: Db,
  ctx: GraphQLContext,
  user: AuthUser,
  id: string | null | undefined,
): Promise<CheckoutRow> {
  const uuid = checkoutUuid(id)
  const row = uuid ? await findOpenCheckout(db, user.id, uuid, { lock: true }) : undefined
  return row ?? checkoutNotFound(ctx.language)
}

export type CheckoutAnswer =
  | { checkout: ReturnType<typeof checkoutNode>; errors: [] }
  | { checkout: null; errors: CheckoutProblem[] }

// Runs a change in one database transaction and answers with the checkout read afresh, or
// with the rules' problems (the transaction then keeps nothing).
export async function changeCheckout(
  ctx: GraphQLContext,
  change: (db: Db) => Promise<CheckoutRow>,
): Promise<CheckoutAnswer> {
  try {
    const row = await ctx.db.transaction(change)
    const fresh = (await findOpenCheckout(ctx.db, row.user_id, row.id)) ?? row
    return { checkout: checkoutNode(ctx, await loadCheckoutState(ctx.db, fresh)), errors: [] }
  } catch (error) {
    if (error instanceof CheckoutFailure) return { checkout: null, errors: error.problems }
    throw error
  }
}

// The signed-in owner's open checkout `id`, locked, changed in one transaction: the answer is
// as changeCheckout's.
export function changeOpenCheckout(
  ctx: GraphQLContext,
  id: string | null | undefined,
  change: (db: Db, row: CheckoutRow) => Promise<void>,
): Promise<CheckoutAnswer> {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, id)
    await change(tx, row)
    return row
  })
}

// The wallet endpoint. Balances are integer baisa in the database, OMR on the wire.
import { GraphQLError } from 'graphql'
import { toOmr } from '../../lib/money.ts'
import type { GraphQLContext } from '../context.ts'

function requireUser(ctx: GraphQLContext) {
  if (!ctx.user) {
    throw new GraphQLError('You need to be authenticated to perform this action.', {
      extensions: { exception: { code: 'PermissionDenied' } },
    })
  }
  return ctx.user
}

async function wallet(_: unknown, __: unknown, ctx: GraphQLContext) {
  const user = requireUser(ctx)
  const row = await ctx.db.one<{ id: number; balance: number }>(
    `insert into wallets (user_id) values ($1)
       on conflict (user_id) do update set user_id = excluded.user_id
     returning id, balance`,
    [user.id],
  )
  return { id: String(row!.id), balance: toOmr(row!.balance), currency: 'OMR' }
}

export const walletResolvers = {
  Query: { wallet },
}

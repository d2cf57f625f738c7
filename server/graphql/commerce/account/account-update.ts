// accountUpdate: the signed-in person changes their first and last name. The address and
// metadata fields of Saleor's AccountInput are not kept by this backend (addresses live in the
// address book) and are ignored, as Saleor ignores fields it is not given.
import type { MutationAccountUpdateArgs } from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { userNode } from '../account.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { checkNames } from '../../../account/profile-names.ts'

async function accountUpdate(_: unknown, args: MutationAccountUpdateArgs, ctx: GraphQLContext) {
  const user = requireSignedIn(ctx)
  const checked = checkNames(
    { firstName: args.input.firstName, lastName: args.input.lastName },
    ctx.language,
  )
  if (!checked.ok) return { errors: checked.errors, user: null }
  const row = await ctx.db.one<{ first_name: string; last_name: string }>(
    `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name)
      where id = $1 returning first_name, last_name`,
    [user.id, checked.firstName, checked.lastName],
  )
  return {
    errors: [],
    user: userNode({ ...user, firstName: row!.first_name, lastName: row!.last_name }),
  }
}

export const accountUpdateResolvers = { Mutation: { accountUpdate } }

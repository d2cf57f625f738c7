// The signed-in person and Saleor's tokenRefresh.
import { accessFromRefresh } from '../../auth/tokens.ts'
import type { AuthUser } from '../../auth/request-user.ts'
import { loadUser } from '../../auth/request-user.ts'
import type { GraphQLContext } from '../context.ts'
import { toGlobalId } from './global-id.ts'

export function userNode(user: AuthUser) {
  return {
    __typename: 'User',
    id: toGlobalId('User', user.id),
    pk: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  }
}

async function tokenRefresh(
  _: unknown,
  args: { refreshToken?: string | null },
  ctx: GraphQLContext,
) {
  const result = args.refreshToken
    ? await accessFromRefresh(ctx.db, args.refreshToken, ctx.config)
    : { ok: false as const }
  if (!result.ok) {
    return {
      token: null,
      user: null,
      errors: [
        {
          field: 'refreshToken',
          message: 'Invalid or expired refresh token.',
          code: 'JWT_INVALID_TOKEN',
        },
      ],
    }
  }
  const user = await loadUser(ctx.db, result.userId)
  return { token: result.accessToken, user: user ? userNode(user) : null, errors: [] }
}

export const accountResolvers = {
  Query: {
    me: (_: unknown, __: unknown, ctx: GraphQLContext) => (ctx.user ? userNode(ctx.user) : null),
  },
  Mutation: { tokenRefresh },
}

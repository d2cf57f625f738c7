// The commerce and wallet endpoints answer a signed-out call the way Saleor does.
import { GraphQLError } from 'graphql'
import type { AuthUser } from '../auth/request-user.ts'
import type { GraphQLContext } from './context.ts'

export function requireSignedIn(ctx: GraphQLContext): AuthUser {
  if (ctx.user) return ctx.user
  throw new GraphQLError('You need to be authenticated to perform this action.', {
    extensions: { exception: { code: 'PermissionDenied' } },
  })
}

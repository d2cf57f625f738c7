// The three executable schemas: SDL files (shared with the app's code generator) joined with
// their resolvers.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeExecutableSchema } from '@graphql-tools/schema'
import type { GraphQLSchema } from 'graphql'
import { commerceResolvers } from './commerce/index.ts'
import { otpResolvers } from './otp/resolvers.ts'
import { walletResolvers } from './wallet/resolvers.ts'
import { withTimeBudget } from './time-budget.ts'

const sdl = (name: string) => readFileSync(join(import.meta.dirname, name), 'utf8')

export interface Schemas {
  commerce: GraphQLSchema
  wallet: GraphQLSchema
  otp: GraphQLSchema
}

export function buildSchemas(): Schemas {
  return {
    commerce: withTimeBudget(
      makeExecutableSchema({
        typeDefs: sdl('commerce.graphql'),
        resolvers: commerceResolvers,
        resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
      }),
    ),
    wallet: withTimeBudget(
      makeExecutableSchema({ typeDefs: sdl('wallet.graphql'), resolvers: walletResolvers }),
    ),
    otp: withTimeBudget(
      makeExecutableSchema({ typeDefs: sdl('otp.graphql'), resolvers: otpResolvers }),
    ),
  }
}

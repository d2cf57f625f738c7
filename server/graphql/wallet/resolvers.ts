// The wallet endpoint (/graphql/wallet/): the balance and its ledger, and charging through a
// payment gateway. Balances are integer baisa in the database, OMR on the wire.
import { mergeResolvers } from '../merge-resolvers.ts'
import { chargeResolvers } from './charge.ts'
import { ledgerResolvers } from './ledger.ts'

export const walletResolvers = mergeResolvers([ledgerResolvers, chargeResolvers])

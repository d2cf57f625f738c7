// wallet and walletTransactions: the signed-in person's balance and ledger, newest first.
import { GraphQLError } from 'graphql'
import type { Language } from '../../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import { entryNames, ledgerPage, walletOf, type LedgerEntry } from '../../wallet/ledger.ts'
import type { QueryWalletTransactionsArgs } from '../generated/wallet.ts'
import type { GraphQLContext } from '../context.ts'
import { requireSignedIn } from '../require-signed-in.ts'
import { absoluteMediaUrl } from './media-url.ts'

const MAX_PAGE = 100

function invalid(message: string): never {
  throw new GraphQLError(message, { extensions: { exception: { code: 'GraphQLError' } } })
}

function transactionNode(entry: LedgerEntry, language: Language, request: Request) {
  const names = entryNames(entry, language)
  return {
    id: String(entry.id),
    changedAmount: toOmr(entry.changed_amount),
    balance: toOmr(entry.balance),
    type: entry.type,
    reason: entry.reason,
    description: names.description,
    createdAt: new Date(entry.created_at).toISOString(),
    paymentGateway: entry.gateway_id
      ? {
          id: entry.gateway_id,
          name: names.gateway,
          logo: absoluteMediaUrl(entry.gateway_logo, request),
        }
      : null,
  }
}

async function wallet(_: unknown, __: unknown, ctx: GraphQLContext) {
  const user = requireSignedIn(ctx)
  const row = await walletOf(ctx.db, user.id)
  return { id: String(row.id), balance: toOmr(row.balance), currency: 'OMR' }
}

async function walletTransactions(
  _: unknown,
  args: QueryWalletTransactionsArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  if (args.first < 1 || args.first > MAX_PAGE) invalid(`first must be between 1 and ${MAX_PAGE}.`)
  if (args.offset < 0) invalid('offset must not be negative.')
  const page = await ledgerPage(ctx.db, user.id, args.first, args.offset)
  return {
    totalCount: page.total,
    items: page.entries.map((entry) => transactionNode(entry, ctx.language, ctx.request)),
  }
}

export const ledgerResolvers = { Query: { wallet, walletTransactions } }

// The wallet's ledger from its two sources: the wallet GraphQL endpoint (walletTransactions,
// by offset) for /wallet/, and REST accounts/credit/ (by page) for /credit/. Both give pages
// of twenty, newest first, read by usePages from the offset of the next one.
import { walletClient } from '../../../api/graphql.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'
import { WalletDocument, WalletTransactionsDocument } from '../../../api/generated/wallet.ts'
import { credit } from '#shared/contracts/rest/accounts.ts'
import { callRest } from '../../../api/call-rest.ts'
import type { Page } from '../../../api/use-pages.ts'
import { pagesQuery, readQuery } from '../../../api/warm-read.ts'

const PAGE_SIZE = 20

export interface LedgerItem {
  id: string
  /** OMR: positive when the wallet was charged, negative when it paid. */
  amount: number
  createdAt: string
  description: string
}

// The offset of the page after this one, null when all `total` are loaded.
const nextOffset = (loaded: number, items: readonly unknown[], total: number): number | null =>
  items.length > 0 && loaded + items.length < total ? loaded + items.length : null

export async function walletBalance(): Promise<number> {
  const result = await walletClient.query(WalletDocument, {}).toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  return result.data?.wallet?.balance ?? 0
}

export async function walletPage(loaded: number): Promise<Page<LedgerItem>> {
  const result = await walletClient
    .query(WalletTransactionsDocument, { first: PAGE_SIZE, offset: loaded })
    .toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  const list = result.data?.walletTransactions
  const total = list?.totalCount ?? 0
  const items = (list?.items ?? []).map((item) => ({
    id: item.id,
    amount: item.changedAmount,
    createdAt: item.createdAt,
    description: item.description,
  }))
  return { items, count: total, next: nextOffset(loaded, items, total) }
}

export async function creditPage(
  loaded: number,
  signal: AbortSignal,
): Promise<Page<LedgerItem, { balance: number }>> {
  const answer = await callRest(credit, {
    query: { page: Math.floor(loaded / PAGE_SIZE) + 1, limit: PAGE_SIZE },
    signal,
  })
  const total = answer.pagination.count
  const items = answer.data.map((row) => ({
    id: String(row.id),
    amount: row.changed_amount,
    createdAt: row.created_at,
    description: row.description,
  }))
  return {
    items,
    count: total,
    next: nextOffset(loaded, items, total),
    extra: { balance: answer.extra.balance },
  }
}

// What /wallet and /credit read, started by their routes' loaders (decision 281).
export const walletBalanceRead = () => readQuery('wallet:balance', walletBalance)
export const walletLedger = () =>
  pagesQuery({ key: 'wallet:ledger', loadPage: walletPage, first: 0, idOf: (item) => item.id })
export const creditLedger = () =>
  pagesQuery({ key: 'wallet:credit', loadPage: creditPage, first: 0, idOf: (item) => item.id })

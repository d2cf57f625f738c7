// The wallet: one balance per person (wallets) and its ledger (wallet_transactions), in integer
// baisa. A change moves the balance and writes its ledger row in one database transaction, and
// never takes the balance below zero; the ledger row keeps the balance after the change.
import type { Db } from '../db/database.ts'
import { pick, type Language } from '../lib/language.ts'
import type { Message } from '../i18n/message.ts'
import { inBoth } from '../i18n/translate.ts'

type WalletChangeType = 'CHARGE' | 'PAYMENT' | 'REFUND'

export interface LedgerEntry {
  id: number
  changed_amount: number
  balance: number
  type: WalletChangeType
  reason: string
  description_en: string
  description_ar: string
  created_at: string
  gateway_id: string | null
  gateway_name: string | null
  gateway_name_ar: string | null
  gateway_logo: string | null
}

/** An entry's description and its gateway's name in the person's language (English where the Arabic is missing). */
export function entryNames(entry: LedgerEntry, language: Language) {
  return {
    description: pick(language, entry.description_en, entry.description_ar || entry.description_en),
    gateway: pick(
      language,
      entry.gateway_name ?? '',
      entry.gateway_name_ar || entry.gateway_name || '',
    ),
  }
}

export interface WalletChange {
  userId: number
  /** Baisa: positive adds to the balance, negative takes from it. */
  amount: number
  type: WalletChangeType
  reason: string
  descriptionEn: string
  descriptionAr: string
  gatewayId?: string | null
}

/** A change's description, stored in both languages for the wallet's history. */
export function descriptions(
  message: Message,
): Pick<WalletChange, 'descriptionEn' | 'descriptionAr'> {
  const { en, ar } = inBoth(message)
  return { descriptionEn: en, descriptionAr: ar }
}

export class InsufficientBalanceError extends Error {
  readonly balance: number
  constructor(balance: number) {
    super('The wallet balance is too low for this payment.')
    this.name = 'InsufficientBalanceError'
    this.balance = balance
  }
}

export async function walletOf(db: Db, userId: number): Promise<{ id: number; balance: number }> {
  const row = await db.one<{ id: number; balance: number }>(
    `insert into wallets (user_id) values ($1)
       on conflict (user_id) do update set user_id = excluded.user_id
     returning id, balance`,
    [userId],
  )
  return row!
}

export async function ledgerPage(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; entries: LedgerEntry[] }> {
  const [count, entries] = await Promise.all([
    db.one<{ total: number }>(
      `select count(*)::int as total from wallet_transactions t
         join wallets w on w.id = t.wallet_id where w.user_id = $1`,
      [userId],
    ),
    db.query<LedgerEntry>(
      `select t.id, t.changed_amount, t.balance, t.type, t.reason, t.description_en,
              t.description_ar, t.created_at, t.gateway_id, g.name as gateway_name,
              g.name_ar as gateway_name_ar, g.logo_url as gateway_logo
         from wallet_transactions t
         join wallets w on w.id = t.wallet_id
         left join payment_gateways g on g.id = t.gateway_id
        where w.user_id = $1
        order by t.created_at desc, t.id desc
        limit $2 offset $3`,
      [userId, limit, offset],
    ),
  ])
  return { total: count?.total ?? 0, entries }
}

// Moves the balance and writes the ledger row; the caller's transaction (if any) holds both.
export async function recordWalletChange(
  db: Db,
  change: WalletChange,
): Promise<{ entryId: number; balance: number }> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw new Error(`A wallet change is a whole, non-zero number of baisa: ${change.amount}`)
  }
  return db.transaction(async (tx) => {
    await tx.query('insert into wallets (user_id) values ($1) on conflict (user_id) do nothing', [
      change.userId,
    ])
    const wallet = await tx.one<{ id: number; balance: number }>(
      `update wallets set balance = balance + $2
        where user_id = $1 and balance + $2 >= 0
      returning id, balance`,
      [change.userId, change.amount],
    )
    if (!wallet) {
      const current = await walletOf(tx, change.userId)
      throw new InsufficientBalanceError(current.balance)
    }
    const entry = await tx.one<{ id: number }>(
      `insert into wallet_transactions
         (wallet_id, changed_amount, balance, type, reason, description_en, description_ar, gateway_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        wallet.id,
        change.amount,
        wallet.balance,
        change.type,
        change.reason,
        change.descriptionEn,
        change.descriptionAr,
        change.gatewayId ?? null,
      ],
    )
    return { entryId: entry!.id, balance: wallet.balance }
  })
}

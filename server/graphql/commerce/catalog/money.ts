// Saleor's Money and TaxedMoney from baisa. Prices are shown gross and carry no tax here.
import { toOmr } from '#shared/domain/money.ts'

export function money(baisa: number, currency: string) {
  return { __typename: 'Money', amount: toOmr(baisa), currency }
}

export function taxedMoney(baisa: number, currency: string) {
  return {
    __typename: 'TaxedMoney',
    gross: money(baisa, currency),
    net: money(baisa, currency),
    tax: money(0, currency),
    currency,
  }
}

export function metadataItems(metadata: Record<string, unknown> | null | undefined) {
  return Object.entries(metadata ?? {}).map(([key, value]) => ({
    __typename: 'MetadataItem',
    key,
    value: String(value),
  }))
}

export const isArabic = (args: { languageCode?: string | null }) => args.languageCode === 'AR'

// The query string the payment outcome pages read (a gateway's return address). The router
// parses `true` and numbers out of a query string; they are kept as parsed, so the address the
// gateway returned to stays as it was, and read as text here.
type SearchValue = string | number | boolean

export interface OutcomeSearch {
  redirect_status?: SearchValue
  checkout_id?: SearchValue
  psp_reference?: SearchValue
  is_wallet_charge?: SearchValue
}

const keys = ['redirect_status', 'checkout_id', 'psp_reference', 'is_wallet_charge'] as const

export function outcomeSearch(search: Record<string, unknown>): OutcomeSearch {
  const result: OutcomeSearch = {}
  for (const key of keys) {
    const value = search[key]
    if (
      typeof value === 'string'
        ? value.length <= 200
        : typeof value === 'number' || typeof value === 'boolean'
    ) {
      result[key] = value as SearchValue
    }
  }
  return result
}

/** A value of the query string as text ('' when absent). */
export const searchText = (value: SearchValue | undefined) =>
  value === undefined ? '' : String(value)

export const isWalletCharge = (search: OutcomeSearch) =>
  searchText(search.is_wallet_charge) === 'true'

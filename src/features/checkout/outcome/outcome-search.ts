// The query string the payment outcome pages read (a gateway's return address). The router
// parses `true` and numbers out of a query string; they are kept as parsed, so the address the
// gateway returned to stays as it was, and read as text here.
import { searchFields, type SearchField, type SearchOf } from '../../../lib/search-fields.ts'

type SearchValue = string | number | boolean

const value: SearchField<SearchValue> = (input) =>
  (typeof input === 'string' && input.length <= 200) ||
  typeof input === 'number' ||
  typeof input === 'boolean'
    ? input
    : undefined

export const outcomeSearch = searchFields({
  redirect_status: value,
  checkout_id: value,
  psp_reference: value,
  is_wallet_charge: value,
})

export type OutcomeSearch = SearchOf<typeof outcomeSearch>

/** A value of the query string as text ('' when absent). */
export const searchText = (value: SearchValue | undefined) =>
  value === undefined ? '' : String(value)

export const isWalletCharge = (search: OutcomeSearch) =>
  searchText(search.is_wallet_charge) === 'true'

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
  // The unpaid order a payment was for (decision 266), instead of a checkout.
  order_id: value,
  psp_reference: value,
  is_wallet_charge: value,
  // Set by the success screen when the payment went through but the order could not be
  // placed: the error screen must not say that nothing was taken.
  order_not_placed: value,
})

export type OutcomeSearch = SearchOf<typeof outcomeSearch>

/** A value of the query string as text ('' when absent). */
export const searchText = (value: SearchValue | undefined) =>
  value === undefined ? '' : String(value)

export const isWalletCharge = (search: OutcomeSearch) =>
  searchText(search.is_wallet_charge) === 'true'

export const orderNotPlaced = (search: OutcomeSearch) =>
  searchText(search.order_not_placed) === 'true'

/** The unpaid order this payment was for, '' for a checkout or a top-up. */
export const paidOrderId = (search: OutcomeSearch) => searchText(search.order_id)

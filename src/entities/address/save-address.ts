// Adding or changing an address of the person's book, from the address book and from the
// checkout's delivery step alike. The answer carries the person's whole list, which the
// normalized cache puts in place of the old one, and the address as saved.
import {
  AddressCreateDocument,
  AddressUpdateDocument,
  type AddressFormFieldsFragment,
  type AddressInput,
} from '../../api/generated/commerce.ts'
import { commerceClient } from '../../api/graphql.ts'
import { GraphqlFailure } from '../../api/graphql-failure.ts'
import type { FieldError } from '../../ui/failure/error-display.ts'

export interface SavedAddress {
  address: AddressFormFieldsFragment | null
  errors: readonly FieldError[]
}

/** Updates the address `id`, or adds a new one when `id` is null; throws a GraphqlFailure. */
export async function saveAddress(input: AddressInput, id: string | null): Promise<SavedAddress> {
  if (id) {
    const answer = await commerceClient().mutation(AddressUpdateDocument, { id, input }).toPromise()
    if (answer.error) throw new GraphqlFailure(answer.error)
    const payload = answer.data?.accountAddressUpdate
    return { address: payload?.address ?? null, errors: payload?.errors ?? [] }
  }
  // An address of the book is where the person has things delivered.
  const answer = await commerceClient()
    .mutation(AddressCreateDocument, { input, type: 'SHIPPING' })
    .toPromise()
  if (answer.error) throw new GraphqlFailure(answer.error)
  const payload = answer.data?.accountAddressCreate
  return { address: payload?.address ?? null, errors: payload?.errors ?? [] }
}

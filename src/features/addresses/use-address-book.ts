// The address book on the commerce endpoint. Each mutation answers with the person's whole
// list, which the normalized cache puts in place of the old one.
import { useMutation, type CombinedError } from 'urql'
import { AccountAddressDeleteDocument, type AddressInput } from '../../api/generated/commerce.ts'
import { GraphqlFailure } from '../../api/graphql-failure.ts'
import { useCommerceQuery } from '../../api/warm-query.ts'
import type { FieldError } from '../../ui/failure/error-display.ts'
import { saveAddress } from '../../entities/address/save-address.ts'
import { myAddressesQuery } from './address-book-query.ts'

export function useAddressBook() {
  const [result, reload] = useCommerceQuery(myAddressesQuery())
  const [deleting, remove] = useMutation(AccountAddressDeleteDocument)

  const failed = (error: CombinedError | undefined) => {
    if (error) throw new GraphqlFailure(error)
  }

  return {
    addresses: result.data?.me?.addresses ?? [],
    loading: result.fetching && !result.data,
    error: result.error && !result.data ? result.error : null,
    reload: () => reload({ requestPolicy: 'network-only' }),
    deleting: deleting.fetching,
    async save(input: AddressInput, id: string | null): Promise<readonly FieldError[]> {
      return (await saveAddress(input, id)).errors
    },
    async remove(id: string): Promise<readonly FieldError[]> {
      const answer = await remove({ id })
      failed(answer.error)
      return answer.data?.accountAddressDelete?.errors ?? []
    },
  }
}

// The address book on the commerce endpoint. Each mutation answers with the person's whole
// list, which the normalized cache puts in place of the old one.
import { useMutation, useQuery, type CombinedError } from 'urql'
import {
  AccountAddressCreateDocument,
  AccountAddressDeleteDocument,
  AccountAddressUpdateDocument,
  MyAddressesDocument,
  type AddressInput,
} from '../../api/generated/commerce.ts'
import { GraphqlFailure } from '../../api/graphql-failure.ts'
import type { FieldError } from '../../app/error-display.ts'

export function useAddressBook() {
  const [result, reload] = useQuery({ query: MyAddressesDocument })
  const [, create] = useMutation(AccountAddressCreateDocument)
  const [, update] = useMutation(AccountAddressUpdateDocument)
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
      if (id) {
        const answer = await update({ id, input })
        failed(answer.error)
        return answer.data?.accountAddressUpdate?.errors ?? []
      }
      // An address of the book is where the person has things delivered.
      const answer = await create({ input, type: 'SHIPPING' })
      failed(answer.error)
      return answer.data?.accountAddressCreate?.errors ?? []
    },
    async remove(id: string): Promise<readonly FieldError[]> {
      const answer = await remove({ id })
      failed(answer.error)
      return answer.data?.accountAddressDelete?.errors ?? []
    },
  }
}

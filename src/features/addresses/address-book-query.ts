// What the address book reads, as its screen reads it and its route's loader starts it
// (decision 281): the person's addresses.
import { MyAddressesDocument } from '../../api/generated/commerce.ts'
import { commerceQuery } from '../../api/warm-query.ts'

export const myAddressesQuery = () => commerceQuery(MyAddressesDocument, {})

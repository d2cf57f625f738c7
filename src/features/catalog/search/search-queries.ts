// What the search reads, as its screen reads it and its route's loader starts it (decision
// 281): the products named like the address's ?q=, once it has three characters.
import { SearchProductsDocument } from '../../../api/generated/commerce.ts'
import { commerceQuery } from '../../../api/warm-query.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { MIN_SEARCH_LENGTH, SEARCH_RESULT_LIMIT } from '#shared/domain/search-text.ts'

export function searchProducts(q: string, channel = currentChannel()) {
  const search = q.trim()
  return commerceQuery(
    SearchProductsDocument,
    { channel, search, first: SEARCH_RESULT_LIMIT },
    { pause: search.length < MIN_SEARCH_LENGTH },
  )
}

// /stocks?q=&page=: the search and the page, both in the URL.
import {
  searchFields,
  searchInteger,
  searchText,
  type SearchOf,
} from '../../../lib/search-fields.ts'

export const stockSearch = searchFields({ q: searchText, page: searchInteger(2) })

export type StockSearch = SearchOf<typeof stockSearch>

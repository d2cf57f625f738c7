// /stocks?q=&page=: the search and the page, both in the URL.
import { present, searchInteger, searchText } from '../../../lib/search-fields.ts'

export interface StockSearch {
  q?: string
  page?: number
}

export function parseStockSearch(raw: Record<string, unknown>): StockSearch {
  return present({ q: searchText(raw.q), page: searchInteger(raw.page, 2) })
}

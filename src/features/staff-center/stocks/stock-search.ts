// /stocks?q=&page=: the search and the page, both in the URL.
import * as z from 'zod/mini'
import { lazySearch, searchInteger, searchText, type SearchOf } from '../../../lib/search-fields.ts'

export const stockSearch = lazySearch(() => z.object({ q: searchText(), page: searchInteger(2) }))

export type StockSearch = SearchOf<typeof stockSearch>

// /stocks?q=&page=: the search and the page, both in the URL.
import * as z from 'zod/mini'
import { qSearch, searchInteger } from '../../../lib/search-fields.ts'

export const stockSearch = z.extend(qSearch, { page: searchInteger(2) })

export type StockSearch = z.output<typeof stockSearch>

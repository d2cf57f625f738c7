// /stocks?q=&page=: the search and the page, both in the URL.
export interface StockSearch {
  q?: string
  page?: number
}

export function parseStockSearch(raw: Record<string, unknown>): StockSearch {
  const search: StockSearch = {}
  const q = typeof raw.q === 'number' ? String(raw.q) : raw.q
  if (typeof q === 'string' && q.trim() !== '') search.q = q
  const page = Number(raw.page)
  if (Number.isInteger(page) && page > 1) search.page = page
  return search
}

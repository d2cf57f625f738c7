import { useCallback } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from './-router-context.ts'
import { SearchScreen } from '../features/catalog/search/search-screen.tsx'
import { qSearch } from '../lib/search-fields.ts'

export const Route = createFileRoute('/search')({
  validateSearch: qSearch,
  // Each search typed is a new address (replacing the last): its loader asks for the results.
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ deps }) =>
    warmPage(
      () => import('../features/catalog/search/search-queries.ts'),
      (m) => m.searchProducts(deps.q),
    ),
  component: SearchRoute,
})

function SearchRoute() {
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: '/search' })
  const onSearch = useCallback(
    (next: string) => void navigate({ search: next ? { q: next } : {}, replace: true }),
    [navigate],
  )
  return <SearchScreen q={q} onSearch={onSearch} />
}

import { useCallback } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { SearchScreen } from '../features/catalog/search/search-screen.tsx'
import { qSearch } from '../lib/search-fields.ts'

export const Route = createFileRoute('/search')({
  validateSearch: qSearch,
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

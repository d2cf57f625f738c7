import { useCallback } from 'react'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { SearchScreen } from '../features/catalogue/search/search-screen.tsx'

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : ''
    return q ? { q } : {}
  },
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

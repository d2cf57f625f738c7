import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { stockSearch, type StockSearch } from '../../features/staff-center/stocks/stock-search.ts'
import { StocksScreen } from '../../features/staff-center/stocks/stocks-screen.tsx'

// q and page: each page is a history entry; typing a search replaces it.
export const Route = createFileRoute('/_staff/stocks')({
  validateSearch: stockSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    warmPage(
      () => import('../../features/staff-center/shared/staff-queries.ts'),
      (m) => m.stockRead(deps),
    ),
  component: StocksRoute,
})

function StocksRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/stocks' })
  return (
    <StocksScreen
      search={search}
      onChange={(next: StockSearch, options) =>
        void navigate({ search: next, replace: options?.replace ?? false })
      }
    />
  )
}

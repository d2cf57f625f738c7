import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { ListingScreen } from '../../features/catalog/listing/listing-screen.tsx'
import { listingSearch, type ListingParams } from '../../features/catalog/listing/listing-search.ts'

// cat, sort and one parameter per attribute slug: every change is a new history entry, so the
// back button walks through filter changes.
export const Route = createFileRoute('/category/')({
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    warmPage(
      () => import('../../features/catalog/listing/listing-queries.ts'),
      (m) => [m.listingProducts(deps), m.categoryAttributesQuery(deps.cat), m.categoriesQuery()],
    ),
  component: CategoryRoute,
})

function CategoryRoute() {
  const params = Route.useSearch()
  const navigate = useNavigate({ from: '/category/' })
  return (
    <ListingScreen
      params={params}
      onChange={(next: ListingParams) => void navigate({ search: next })}
    />
  )
}

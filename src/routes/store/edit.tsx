import { createFileRoute } from '@tanstack/react-router'
import { redirectSearch } from '../../app/redirect-search.ts'
import { StoreEditScreen } from '../../features/catalogue/store-location/store-edit-screen.tsx'

// ?redirect=: the screen the person came to choose a city from, where they go back (home
// otherwise).
export const Route = createFileRoute('/store/edit')({
  validateSearch: redirectSearch,
  component: StoreEditRoute,
})

function StoreEditRoute() {
  const { redirect } = Route.useSearch()
  return <StoreEditScreen back={redirect} />
}

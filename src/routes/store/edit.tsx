import { createFileRoute } from '@tanstack/react-router'
import { redirectSearch } from '../-redirect-search.ts'
import { i18n } from '@lingui/core'
import { warmPage } from '../-router-context.ts'
import { StoreEditScreen } from '../../features/catalog/store-location/store-edit-screen.tsx'

// ?redirect=: the screen the person came to choose a city from, where they go back (home
// otherwise).
export const Route = createFileRoute('/store/edit')({
  validateSearch: redirectSearch,
  loader: () =>
    warmPage(
      () => import('../../features/catalog/api/locations.ts'),
      (m) => m.provincesRead(i18n.locale),
    ),
  component: StoreEditRoute,
})

function StoreEditRoute() {
  const { redirect } = Route.useSearch()
  return <StoreEditScreen back={redirect} />
}

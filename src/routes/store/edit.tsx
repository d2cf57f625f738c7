import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { warmPage } from '../../app/router-context.ts'
import { StoreEditScreen } from '../../features/catalogue/store-location/store-edit-screen.tsx'

export const Route = createFileRoute('/store/edit')({
  loader: () =>
    warmPage(
      () => import('../../features/catalogue/api/locations.ts'),
      (m) => m.provincesRead(i18n.locale),
    ),
  component: StoreEditScreen,
})

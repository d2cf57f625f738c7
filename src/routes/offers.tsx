import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from './-router-context.ts'
import { OffersScreen } from '../features/catalog/offers/offers-screen.tsx'

export const Route = createFileRoute('/offers')({
  // The sales category's products need its id: the category tree's answer starts them.
  loader: () =>
    warmPage(
      () => import('../features/catalog/offers/offers-queries.ts'),
      (m) => m.offersCategories(),
    ),
  component: OffersScreen,
})

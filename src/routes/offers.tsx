import { createFileRoute } from '@tanstack/react-router'
import { OffersScreen } from '../features/catalog/offers/offers-screen.tsx'

export const Route = createFileRoute('/offers')({
  component: OffersScreen,
})

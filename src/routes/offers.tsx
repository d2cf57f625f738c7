import { createFileRoute } from '@tanstack/react-router'
import { OffersScreen } from '../features/catalogue/offers/offers-screen.tsx'

export const Route = createFileRoute('/offers')({
  component: OffersScreen,
})

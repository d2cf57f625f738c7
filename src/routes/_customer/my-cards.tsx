import { createFileRoute } from '@tanstack/react-router'
import { MyCardsScreen } from '../../features/wallet/my-cards-screen.tsx'

export const Route = createFileRoute('/_customer/my-cards')({
  component: MyCardsScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { MyCardsScreen } from '../../features/wallet/my-cards-screen.tsx'

export const Route = createFileRoute('/_customer/my-cards')({
  loader: () =>
    warmPage(
      () => import('../../features/wallet/api/gateways.ts'),
      (m) => m.gatewaysRead(),
    ),
  component: MyCardsScreen,
})

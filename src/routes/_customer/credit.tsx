import { createFileRoute } from '@tanstack/react-router'
import { CreditScreen } from '../../features/wallet/credit-screen.tsx'

export const Route = createFileRoute('/_customer/credit')({
  component: CreditScreen,
})

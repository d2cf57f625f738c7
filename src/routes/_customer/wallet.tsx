import { createFileRoute } from '@tanstack/react-router'
import { WalletScreen } from '../../features/wallet/wallet-screen.tsx'

export const Route = createFileRoute('/_customer/wallet')({
  component: WalletScreen,
})

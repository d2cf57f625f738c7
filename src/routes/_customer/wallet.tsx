import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { WalletScreen } from '../../features/wallet/wallet-screen.tsx'

export const Route = createFileRoute('/_customer/wallet')({
  loader: () =>
    warmPage(
      () => import('../../features/wallet/api/ledger.ts'),
      (m) => [m.walletBalanceRead(), m.walletLedger()],
    ),
  component: WalletScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { CreditScreen } from '../../features/wallet/credit-screen.tsx'

export const Route = createFileRoute('/_customer/credit')({
  loader: () =>
    warmPage(
      () => import('../../features/wallet/api/ledger.ts'),
      (m) => m.creditLedger(),
    ),
  component: CreditScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { BillsScreen } from '../../features/account/bills/bills-screen.tsx'

export const Route = createFileRoute('/_customer/factors')({
  loader: () =>
    warmPage(
      () => import('../../features/account/api/bills.ts'),
      (m) => m.billsRead(),
    ),
  component: BillsScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { BillsScreen } from '../../features/account/bills/bills-screen.tsx'

export const Route = createFileRoute('/_customer/factors')({
  component: BillsScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { BillsScreen } from '../../features/account/bills/bills-screen.tsx'

export const Route = createFileRoute('/_require-login-d/factors')({
  component: BillsScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { InvoicesScreen } from '../../features/account/invoices/invoices-screen.tsx'

export const Route = createFileRoute('/_require-login-d/invoices')({
  component: InvoicesScreen,
})

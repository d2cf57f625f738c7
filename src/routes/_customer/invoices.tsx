import { createFileRoute } from '@tanstack/react-router'
import { InvoicesScreen } from '../../features/account/invoices/invoices-screen.tsx'

export const Route = createFileRoute('/_customer/invoices')({
  component: InvoicesScreen,
})

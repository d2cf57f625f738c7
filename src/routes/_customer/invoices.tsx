import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { InvoicesScreen } from '../../features/account/invoices/invoices-screen.tsx'

export const Route = createFileRoute('/_customer/invoices')({
  loader: () =>
    warmPage(
      () => import('../../features/account/api/invoice-orders.ts'),
      (m) => m.invoiceOrdersRead(),
    ),
  component: InvoicesScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { OrdersScreen } from '../../features/account/orders/orders-screen.tsx'

export const Route = createFileRoute('/_customer/my-orders')({
  loader: () =>
    warmPage(
      () => import('../../features/account/orders/order-queries.ts'),
      (m) => m.myOrdersQuery(),
    ),
  component: () => <OrdersScreen detailRoute="/my-order/$id" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { OrdersScreen } from '../../features/account/orders/orders-screen.tsx'

export const Route = createFileRoute('/_customer/my-orders')({
  component: () => <OrdersScreen detailRoute="/my-order/$id" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { OrdersScreen } from '../../features/account/orders/orders-screen.tsx'

export const Route = createFileRoute('/_require-login-d/my-orders')({
  component: () => <OrdersScreen detailRoute="/my-order/$id" />,
})

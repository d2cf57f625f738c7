import { createFileRoute } from '@tanstack/react-router'
import { OrdersScreen } from '../../features/account/orders/orders-screen.tsx'

export const Route = createFileRoute('/_customer/orders')({
  component: () => <OrdersScreen detailRoute="/order/$id/" />,
})

import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../../features/account/orders/order-detail-screen.tsx'

export const Route = createFileRoute('/_customer/order/$id')({
  component: OrderRoute,
})

function OrderRoute() {
  const { id } = Route.useParams()
  return <OrderDetailScreen key={id} id={id} listRoute="/orders/" />
}

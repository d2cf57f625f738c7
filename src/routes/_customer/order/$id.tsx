import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { OrderDetailScreen } from '../../../features/account/orders/order-detail-screen.tsx'

export const Route = createFileRoute('/_customer/order/$id')({
  loader: ({ params }) =>
    warmPage(
      () => import('../../../features/account/orders/order-queries.ts'),
      (m) => [m.orderDetailsQuery(params.id), m.returnableRead()],
    ),
  component: OrderRoute,
})

function OrderRoute() {
  const { id } = Route.useParams()
  return <OrderDetailScreen key={id} id={id} listRoute="/orders/" />
}

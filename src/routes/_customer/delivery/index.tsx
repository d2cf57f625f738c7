import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { requireConfirmedCart } from '../../../entities/cart/confirmed-cart-guard.ts'
import { DeliveryScreen } from '../../../features/checkout/delivery/delivery-screen.tsx'

export const Route = createFileRoute('/_customer/delivery/')({
  staticData: { signInAt: '/login/' },
  beforeLoad: requireConfirmedCart,
  loader: () =>
    warmPage(
      () => import('../../../features/checkout/checkout-queries.ts'),
      (m) => [m.checkoutDetailsQuery(), m.deliveryAddressesQuery()],
    ),
  component: DeliveryScreen,
})

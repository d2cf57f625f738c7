import { createFileRoute } from '@tanstack/react-router'
import { requireConfirmedCart } from '../../../entities/cart/confirmed-cart-guard.ts'
import { DeliveryScreen } from '../../../features/checkout/delivery/delivery-screen.tsx'

export const Route = createFileRoute('/_customer/delivery/')({
  staticData: { signInAt: '/login/' },
  beforeLoad: requireConfirmedCart,
  component: DeliveryScreen,
})

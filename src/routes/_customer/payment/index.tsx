import { createFileRoute } from '@tanstack/react-router'
import { requireConfirmedCart } from '../../../entities/cart/confirmed-cart-guard.ts'
import { PaymentScreen } from '../../../features/checkout/payment/payment-screen.tsx'

export const Route = createFileRoute('/_customer/payment/')({
  staticData: { signInAt: '/login/' },
  beforeLoad: requireConfirmedCart,
  component: PaymentScreen,
})

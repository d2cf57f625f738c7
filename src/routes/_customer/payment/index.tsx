import { createFileRoute } from '@tanstack/react-router'
import { PaymentScreen } from '../../../features/checkout/payment/payment-screen.tsx'

export const Route = createFileRoute('/_customer/payment/')({
  staticData: { signInAt: '/login/' },
  component: PaymentScreen,
})

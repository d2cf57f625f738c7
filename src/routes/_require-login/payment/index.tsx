import { createFileRoute } from '@tanstack/react-router'
import { PaymentScreen } from '../../../features/checkout/payment/payment-screen.tsx'

export const Route = createFileRoute('/_require-login/payment/')({
  component: PaymentScreen,
})

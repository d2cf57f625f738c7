import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { requireConfirmedCart } from '../../../entities/cart/confirmed-cart-guard.ts'
import { PaymentScreen } from '../../../features/checkout/payment/payment-screen.tsx'

export const Route = createFileRoute('/_customer/payment/')({
  staticData: { signInAt: '/login/' },
  beforeLoad: requireConfirmedCart,
  loader: () =>
    warmPage(
      () => import('../../../features/checkout/checkout-queries.ts'),
      (m) => [m.checkoutDetailsQuery(), m.paymentWalletBalanceRead(), m.billingAddressesQuery()],
    ),
  component: PaymentScreen,
})

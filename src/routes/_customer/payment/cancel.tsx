import { createFileRoute } from '@tanstack/react-router'
import { outcomeSearch } from '../../../features/checkout/outcome/outcome-search.ts'
import { PaymentCancelScreen } from '../../../features/checkout/outcome/payment-cancel-screen.tsx'

export const Route = createFileRoute('/_customer/payment/cancel')({
  staticData: { signInAt: '/' },
  validateSearch: outcomeSearch,
  component: PaymentCancelRoute,
})

function PaymentCancelRoute() {
  return <PaymentCancelScreen search={Route.useSearch()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { outcomeSearch } from '../../features/checkout/outcome/outcome-search.ts'
import { PaymentResult } from '../../features/checkout/outcome/payment-result.tsx'

export const Route = createFileRoute('/payment/result')({
  validateSearch: outcomeSearch,
  component: PaymentResultRoute,
})

function PaymentResultRoute() {
  return <PaymentResult search={Route.useSearch()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { outcomeSearch } from '../../../features/checkout/outcome/outcome-search.ts'
import { PaymentErrorScreen } from '../../../features/checkout/outcome/payment-error-screen.tsx'

export const Route = createFileRoute('/payment/error/$code')({
  validateSearch: outcomeSearch,
  component: OutcomeRoute,
})

function OutcomeRoute() {
  return <PaymentErrorScreen search={Route.useSearch()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { outcomeSearch } from '../../../features/checkout/outcome/outcome-search.ts'
import { PaymentDoneScreen } from '../../../features/checkout/outcome/payment-done-screen.tsx'
import { PushOfferAfterTask } from '../../../features/notifications/push/push-offer-after-task.tsx'

export const Route = createFileRoute('/payment/done/$code')({
  validateSearch: outcomeSearch,
  component: OutcomeRoute,
})

function OutcomeRoute() {
  return <PaymentDoneScreen search={Route.useSearch()} whenDone={<PushOfferAfterTask />} />
}

import { createFileRoute } from '@tanstack/react-router'
import { BillRatingScreen } from '../../../features/account/bills/bill-rating-screen.tsx'

// The rating link is for the bill's owner: a visitor signs in first and comes back here.
export const Route = createFileRoute('/_customer/p/$id')({
  component: BillRatingRoute,
})

function BillRatingRoute() {
  const { id } = Route.useParams()
  return <BillRatingScreen key={id} token={id} />
}

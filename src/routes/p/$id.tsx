import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../../app/router-context.ts'
import { BillRatingScreen } from '../../features/account/bills/bill-rating-screen.tsx'

// The rating link is for the bill's owner: a visitor signs in first and comes back here.
export const Route = createFileRoute('/p/$id')({
  beforeLoad: ({ context, location }) => requireLogin(context, location, '/login/d/'),
  component: BillRatingRoute,
})

function BillRatingRoute() {
  const { id } = Route.useParams()
  return <BillRatingScreen key={id} token={id} />
}

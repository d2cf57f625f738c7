import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { BillRatingScreen } from '../../../features/account/bills/bill-rating-screen.tsx'

// The rating link is for the bill's owner: a visitor signs in first and comes back here.
export const Route = createFileRoute('/_customer/p/$id')({
  loader: ({ params }) =>
    warmPage(
      () => import('../../../features/account/api/bills.ts'),
      (m) => m.billRead(params.id),
    ),
  component: BillRatingRoute,
})

function BillRatingRoute() {
  const { id } = Route.useParams()
  return <BillRatingScreen key={id} token={id} />
}

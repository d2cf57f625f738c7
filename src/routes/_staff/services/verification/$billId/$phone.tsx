import { createFileRoute } from '@tanstack/react-router'
import { VerificationScreen } from '../../../../../features/staff-service/verification/verification-screen.tsx'

export const Route = createFileRoute('/_staff/services/verification/$billId/$phone')({
  staticData: { signInAt: '/login/d/' },
  component: ServiceVerificationRoute,
})

function ServiceVerificationRoute() {
  const { billId, phone } = Route.useParams()
  // No push offer under the success: its words are for customers' orders (decision 251).
  return <VerificationScreen billId={Number(billId)} phone={phone.replace(/\D/g, '')} />
}

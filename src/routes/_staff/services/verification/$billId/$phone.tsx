import { createFileRoute } from '@tanstack/react-router'
import { PushOfferAfterTask } from '../../../../../features/notifications/push/push-offer-after-task.tsx'
import { VerificationScreen } from '../../../../../features/staff-service/verification/verification-screen.tsx'

export const Route = createFileRoute('/_staff/services/verification/$billId/$phone')({
  staticData: { signInAt: '/login/d/' },
  component: ServiceVerificationRoute,
})

function ServiceVerificationRoute() {
  const { billId, phone } = Route.useParams()
  return (
    <VerificationScreen
      billId={Number(billId)}
      phone={phone.replace(/\D/g, '')}
      whenDone={<PushOfferAfterTask />}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { PendingScreen } from '../../features/staff-service/pending/pending-screen.tsx'

// The staff member's submission queue: what waits to be sent, what failed, what waits for
// the customer's code.
export const Route = createFileRoute('/_staff/new-service_/pending')({
  staticData: { signInAt: '/login/d/' },
  component: PendingScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { AppointmentDetailScreen } from '../../../features/staff-center/appointments/appointment-detail-screen.tsx'

export const Route = createFileRoute('/_staff/appointment/$id')({
  component: AppointmentRoute,
})

function AppointmentRoute() {
  const { id } = Route.useParams()
  return <AppointmentDetailScreen id={id} />
}

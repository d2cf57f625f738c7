import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { AppointmentDetailScreen } from '../../../features/staff-center/appointments/appointment-detail-screen.tsx'

export const Route = createFileRoute('/_staff/appointment/$id')({
  loader: ({ params }) =>
    warmPage(
      () => import('../../../features/staff-center/shared/staff-queries.ts'),
      (m) => m.appointmentRead(params.id),
    ),
  component: AppointmentRoute,
})

function AppointmentRoute() {
  const { id } = Route.useParams()
  return <AppointmentDetailScreen id={id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { ServiceDetailScreen } from '../../../features/staff-center/services/service-detail-screen.tsx'

export const Route = createFileRoute('/_staff/services/$id')({
  component: ServiceRoute,
})

function ServiceRoute() {
  const { id } = Route.useParams()
  return <ServiceDetailScreen id={id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { ServiceDetailScreen } from '../../../features/staff-center/services/service-detail-screen.tsx'

export const Route = createFileRoute('/_staff/services/$id')({
  loader: ({ params }) =>
    warmPage(
      () => import('../../../features/staff-center/shared/staff-queries.ts'),
      (m) => m.serviceRead(params.id),
    ),
  component: ServiceRoute,
})

function ServiceRoute() {
  const { id } = Route.useParams()
  return <ServiceDetailScreen id={id} />
}

import { createFileRoute, notFound } from '@tanstack/react-router'
import { CentersScreen } from '../../../features/service-centers/centers-screen.tsx'

export const Route = createFileRoute('/service-center/list/$id')({
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound()
  },
  component: CentersRoute,
})

function CentersRoute() {
  const { id } = Route.useParams()
  return <CentersScreen typeId={Number(id)} />
}

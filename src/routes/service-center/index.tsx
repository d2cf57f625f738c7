import { createFileRoute } from '@tanstack/react-router'
import { TypesScreen } from '../../features/service-centers/types-screen.tsx'

export const Route = createFileRoute('/service-center/')({
  component: TypesScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { NewServiceScreen } from '../../features/staff-service/new-service/new-service-screen.tsx'

export const Route = createFileRoute('/_staff/new-service')({
  staticData: { signInAt: '/login/d/' },
  component: NewServiceScreen,
})

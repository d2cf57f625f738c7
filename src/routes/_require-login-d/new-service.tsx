import { createFileRoute } from '@tanstack/react-router'
import { NewServiceScreen } from '../../features/staff-service/new-service/new-service-screen.tsx'

export const Route = createFileRoute('/_require-login-d/new-service')({
  component: NewServiceScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../../features/account/profile/profile-screen.tsx'

export const Route = createFileRoute('/_customer/profile/')({
  component: ProfileScreen,
})

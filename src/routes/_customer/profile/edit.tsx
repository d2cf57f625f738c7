import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditScreen } from '../../../features/account/profile/profile-edit-screen.tsx'

export const Route = createFileRoute('/_customer/profile/edit')({
  staticData: { signInAt: '/' },
  component: ProfileEditScreen,
})

import { createFileRoute } from '@tanstack/react-router'
import { ProfileEditScreen } from '../../../features/account/profile/profile-edit-screen.tsx'

export const Route = createFileRoute('/_require-login-home/profile/edit')({
  component: ProfileEditScreen,
})

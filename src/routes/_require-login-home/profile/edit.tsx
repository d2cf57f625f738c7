import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-home/profile/edit')({
  component: ProfileEditRoute,
})

function ProfileEditRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Edit profile`}</ScreenTitle>
}

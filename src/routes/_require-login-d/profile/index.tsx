import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-d/profile/')({
  component: ProfileRoute,
})

function ProfileRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Profile`}</ScreenTitle>
}

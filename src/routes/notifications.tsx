import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/notifications')({
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Notifications`}</ScreenTitle>
}

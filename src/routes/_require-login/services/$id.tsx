import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login/services/$id')({
  component: ServiceRoute,
})

function ServiceRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Service`}</ScreenTitle>
}

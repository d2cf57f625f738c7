import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/service-center/')({
  component: ServiceCenterTypesRoute,
})

function ServiceCenterTypesRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`HiG Centers`}</ScreenTitle>
}

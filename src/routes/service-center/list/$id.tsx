import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/service-center/list/$id')({
  component: ServiceCentersRoute,
})

function ServiceCentersRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`HiG Centers`}</ScreenTitle>
}

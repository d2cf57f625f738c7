import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/contactus')({
  component: ContactRoute,
})

function ContactRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Contact us`}</ScreenTitle>
}

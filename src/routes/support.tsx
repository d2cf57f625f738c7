import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/support')({
  component: SupportRoute,
})

function SupportRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Help`}</ScreenTitle>
}

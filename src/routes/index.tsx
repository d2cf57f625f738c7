import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/')({
  component: HomeRoute,
})

function HomeRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Home`}</ScreenTitle>
}

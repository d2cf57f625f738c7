import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/search')({
  component: SearchRoute,
})

function SearchRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Search`}</ScreenTitle>
}

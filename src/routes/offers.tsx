import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/offers')({
  component: OffersRoute,
})

function OffersRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Offers`}</ScreenTitle>
}

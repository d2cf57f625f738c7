import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/store/edit')({
  component: StoreEditRoute,
})

function StoreEditRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Store location`}</ScreenTitle>
}

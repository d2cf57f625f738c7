import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/product/$id')({
  component: ProductRoute,
})

function ProductRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Product`}</ScreenTitle>
}

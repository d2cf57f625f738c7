import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/cart/')({
  component: CartRoute,
})

function CartRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Cart`}</ScreenTitle>
}

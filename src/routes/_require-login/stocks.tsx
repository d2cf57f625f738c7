import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login/stocks')({
  component: StocksRoute,
})

function StocksRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Stocks`}</ScreenTitle>
}

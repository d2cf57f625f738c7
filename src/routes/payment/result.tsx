import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/payment/result')({
  component: PaymentResultRoute,
})

function PaymentResultRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Payment result`}</ScreenTitle>
}

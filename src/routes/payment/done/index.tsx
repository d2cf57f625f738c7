import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/payment/done/')({
  component: PaymentDoneRoute,
})

function PaymentDoneRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Payment successful`}</ScreenTitle>
}

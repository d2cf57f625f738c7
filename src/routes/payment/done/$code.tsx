import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/payment/done/$code')({
  component: PaymentDoneCodeRoute,
})

function PaymentDoneCodeRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Payment successful`}</ScreenTitle>
}

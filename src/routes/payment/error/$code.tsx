import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/payment/error/$code')({
  component: PaymentErrorCodeRoute,
})

function PaymentErrorCodeRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Payment failed`}</ScreenTitle>
}

import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-home/payment/cancel')({
  component: PaymentCancelRoute,
})

function PaymentCancelRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Payment canceled`}</ScreenTitle>
}

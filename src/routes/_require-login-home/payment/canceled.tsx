import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-home/payment/canceled')({
  component: PaymentCanceledRoute,
})

function PaymentCanceledRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Payment canceled`}</ScreenTitle>
}

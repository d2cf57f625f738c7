import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-d/services/verification/$billId/$phone')({
  component: ServiceVerificationRoute,
})

function ServiceVerificationRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Service verification`}</ScreenTitle>
}

import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_guest-only/verify-otp/$route')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: VerifyOtpRoute,
})

function VerifyOtpRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Security code`}</ScreenTitle>
}

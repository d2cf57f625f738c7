import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../app/screen-title.tsx'

export const Route = createFileRoute('/terms-and-policy')({
  component: TermsRoute,
})

function TermsRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Terms and privacy`}</ScreenTitle>
}

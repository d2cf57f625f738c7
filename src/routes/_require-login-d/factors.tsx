import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-d/factors')({
  component: BillsRoute,
})

function BillsRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`My bills`}</ScreenTitle>
}

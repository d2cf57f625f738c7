import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-d/my-order/$id')({
  component: MyOrderRoute,
})

function MyOrderRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Order`}</ScreenTitle>
}

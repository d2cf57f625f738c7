import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_require-login-d/address/$route')({
  component: AddressesRoute,
})

function AddressesRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Addresses`}</ScreenTitle>
}

import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ScreenTitle } from '../../../app/screen-title.tsx'

export const Route = createFileRoute('/_guest-only/login/d')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginShopRoute,
})

function LoginShopRoute() {
  const { t } = useLingui()
  return <ScreenTitle>{t`Sign in`}</ScreenTitle>
}

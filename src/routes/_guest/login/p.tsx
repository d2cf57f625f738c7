import { createFileRoute } from '@tanstack/react-router'
import { TokenLoginScreen } from '../../../features/auth/token-login-screen.tsx'
import { searchRedirect } from '../../-redirect-search.ts'
import { searchFields } from '../../../lib/search-fields.ts'

export const Route = createFileRoute('/_guest/login/p')({
  validateSearch: searchFields({
    redirect: searchRedirect,
    token: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  }),
  component: LoginTokenRoute,
})

function LoginTokenRoute() {
  const { token, redirect } = Route.useSearch()
  return <TokenLoginScreen token={token} redirect={redirect} />
}

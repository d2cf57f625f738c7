import { createFileRoute } from '@tanstack/react-router'
import { TokenLoginScreen } from '../../../features/auth/token-login-screen.tsx'
import { redirectSearch } from '../../../features/auth/redirect-search.ts'

export const Route = createFileRoute('/_guest/login/p')({
  validateSearch: (search: Record<string, unknown>): { token?: string; redirect?: string } => ({
    ...(typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {}),
    ...redirectSearch(search),
  }),
  component: LoginTokenRoute,
})

function LoginTokenRoute() {
  const { token, redirect } = Route.useSearch()
  return <TokenLoginScreen token={token} redirect={redirect} />
}

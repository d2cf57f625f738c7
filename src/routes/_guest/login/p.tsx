import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { TokenLoginScreen } from '../../../features/auth/token-login-screen.tsx'
import { redirectFields } from '../../../app/redirect-search.ts'
import { dropped, lazySearch } from '../../../lib/search-fields.ts'

export const Route = createFileRoute('/_guest/login/p')({
  validateSearch: lazySearch(() =>
    z.object({ ...redirectFields(), token: dropped(z.string().check(z.minLength(1))) }),
  ),
  component: LoginTokenRoute,
})

function LoginTokenRoute() {
  const { token, redirect } = Route.useSearch()
  return <TokenLoginScreen token={token} redirect={redirect} />
}

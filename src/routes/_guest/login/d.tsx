import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/auth/login-screen.tsx'
import { redirectSearch } from '../../-redirect-search.ts'

export const Route = createFileRoute('/_guest/login/d')({
  validateSearch: redirectSearch,
  component: LoginShopRoute,
})

function LoginShopRoute() {
  const { redirect } = Route.useSearch()
  return <LoginScreen redirect={redirect} />
}

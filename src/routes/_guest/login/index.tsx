import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/auth/login-screen.tsx'
import { redirectSearch } from '../../-redirect-search.ts'

export const Route = createFileRoute('/_guest/login/')({
  validateSearch: redirectSearch,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginScreen redirect={redirect} />
}

import { createFileRoute } from '@tanstack/react-router'
import { CaptchaLoginScreen } from '../../../features/auth/captcha-login-screen.tsx'
import { redirectSearch } from '../../-redirect-search.ts'

export const Route = createFileRoute('/_guest/login/c')({
  validateSearch: redirectSearch,
  component: LoginCaptchaRoute,
})

function LoginCaptchaRoute() {
  const { redirect } = Route.useSearch()
  return <CaptchaLoginScreen redirect={redirect} />
}

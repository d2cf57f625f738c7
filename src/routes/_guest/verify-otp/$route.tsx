import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCodeFlow } from '../../../features/auth/history-state.ts'
import { redirectSearch } from '../../-redirect-search.ts'
import { VerifyOtpScreen } from '../../../features/auth/verify-otp-screen.tsx'

// d: the shop flow (GraphQL sendOtp); c: the captcha flow (REST accounts/login/).
export const Route = createFileRoute('/_guest/verify-otp/$route')({
  validateSearch: redirectSearch,
  beforeLoad: ({ params }) => {
    if (!isCodeFlow(params.route)) throw notFound()
  },
  component: VerifyOtpRoute,
})

function VerifyOtpRoute() {
  const { route } = Route.useParams()
  const { redirect } = Route.useSearch()
  return isCodeFlow(route) ? <VerifyOtpScreen flow={route} redirect={redirect} /> : null
}

import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/router-context.ts'

// Pages a visitor reaches only after signing in; the spec sends them to /login/d/.
export const Route = createFileRoute('/_require-login-d')({
  beforeLoad: ({ context, location }) => requireLogin(context, location, '/login/d/'),
})

import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/router-context.ts'

// Pages a visitor reaches only after signing in; the spec sends them to /login/.
export const Route = createFileRoute('/_require-login')({
  beforeLoad: ({ context, location }) => requireLogin(context, location, '/login/'),
})

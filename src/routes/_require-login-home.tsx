import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from '../app/router-context.ts'

// Pages the spec sends a visitor away from, to the home page.
export const Route = createFileRoute('/_require-login-home')({
  beforeLoad: ({ context, location }) => requireLogin(context, location, '/'),
})

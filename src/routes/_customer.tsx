import { createFileRoute } from '@tanstack/react-router'
import { requireLogin } from './-router-context.ts'

// A customer's own pages: orders, bills, cars, addresses, wallet, cards, profile and checkout.
export const Route = createFileRoute('/_customer')({
  beforeLoad: (args): void => requireLogin(args, '/login/d/'),
})

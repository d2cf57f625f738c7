import { createFileRoute } from '@tanstack/react-router'
import { guestOnly } from '../app/router-context.ts'

// The login family: a signed-in person is sent home.
export const Route = createFileRoute('/_guest-only')({
  beforeLoad: ({ context }) => guestOnly(context),
})

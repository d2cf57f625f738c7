import { createFileRoute } from '@tanstack/react-router'
import { guestOnly } from './-router-context.ts'

// The login screens, for a visitor: a signed-in person is sent home.
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => guestOnly(context),
})

import { createFileRoute } from '@tanstack/react-router'
import { SupportScreen } from '../features/account/support/support-screen.tsx'

export const Route = createFileRoute('/contactus')({
  component: () => <SupportScreen contactOpen />,
})

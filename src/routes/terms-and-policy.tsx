import { createFileRoute } from '@tanstack/react-router'
import { TermsScreen } from '../features/account/legal/terms-screen.tsx'

export const Route = createFileRoute('/terms-and-policy')({
  component: TermsScreen,
})

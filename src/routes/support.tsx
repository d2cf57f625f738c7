import { createFileRoute } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { warmPage } from './-router-context.ts'
import { SupportScreen } from '../features/account/support/support-screen.tsx'

export const Route = createFileRoute('/support')({
  loader: () =>
    warmPage(
      () => import('../features/account/api/faq.ts'),
      (m) => m.faqRead(i18n.locale),
    ),
  component: () => <SupportScreen />,
})

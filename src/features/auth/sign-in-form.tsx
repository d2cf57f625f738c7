import { useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { LoginLayout } from './login-layout.tsx'
import { NeedToRegisterDrawer } from './need-to-register-drawer.tsx'
import { PrivacyNote } from './privacy-note.tsx'

// The frame of the screens that ask for a number to sign in: the form, the privacy note, and
// the "Need to register" drawer for a number the server does not know.
export function SignInForm(props: {
  subtitle: string
  onSubmit: (event: FormEvent) => void
  register: string | null
  onRegisterClose: () => void
  children: ReactNode
  // A sheet of the screen's own, outside the form (its events would reach it otherwise).
  sheet?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <LoginLayout title={t`Sign in`} subtitle={props.subtitle}>
      <form onSubmit={props.onSubmit} noValidate>
        {props.children}
      </form>
      {props.sheet}
      <PrivacyNote />
      <NeedToRegisterDrawer message={props.register} onClose={props.onRegisterClose} />
    </LoginLayout>
  )
}

import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { session } from '../../api/session-store.ts'
import { chooseMessagingService, loadMessagingServices } from '../../api/messaging-services.ts'
import { requestCodeByService } from './api/login.ts'
import { SignInForm } from './sign-in-form.tsx'
import { PhoneField } from '../../ui/phone/phone-field.tsx'
import { useLoginMessages } from './use-login-messages.ts'
import { useLoginPhone } from './use-login-phone.ts'

// /login/ and /login/d/: the phone number, then a code through the one-time-code endpoint.
export function LoginScreen(props: { redirect: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const messages = useLoginMessages()
  const phone = useLoginPhone()
  const [sending, setSending] = useState(false)
  const [register, setRegister] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!phone.check() || sending) return
    setSending(true)
    try {
      let services
      try {
        services = await loadMessagingServices()
      } catch (failure) {
        messages.showServicesFailure(failure)
        return
      }
      const service = chooseMessagingService(services, session.get().otp.messagingService)
      const { countryCode, mobile } = phone
      const sent = await requestCodeByService({ countryCode, mobile }, service?.value ?? null)
      if (!sent.ok) {
        if (sent.kind === 'register') setRegister(sent.message)
        else messages.showFailure(sent, phone.phoneFields)
        return
      }
      session.set((state) => ({
        ...state,
        otp: { phone: mobile, countryCode, messagingService: service?.value ?? null },
      }))
      await navigate({
        to: '/verify-otp/$route/',
        params: { route: 'd' },
        search: props.redirect ? { redirect: props.redirect } : {},
        state: { messagingServices: services },
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <SignInForm
      subtitle={t`Enter your mobile number to receive a security code.`}
      onSubmit={submit}
      register={register}
      onRegisterClose={() => setRegister(null)}
    >
      <PhoneField {...phone.field} disabled={sending} />
      <Button type="submit" fullWidth size="md" mt="lg" loading={sending} data-testid="start">
        {t`Start`}
      </Button>
    </SignInForm>
  )
}

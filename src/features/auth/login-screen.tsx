import { Button } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { session } from '../../api/session-store.ts'
import {
  chooseMessagingService,
  loadMessagingServices,
  type MessagingService,
} from '../../api/messaging-services.ts'
import { requestCodeByService, type Outcome } from './api/login.ts'
import { CaptchaSheet } from './captcha-sheet.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { PhoneField } from '../../ui/phone/phone-field.tsx'
import { useLoginMessages } from './use-login-messages.ts'
import { useLoginPhone } from './use-login-phone.ts'

// /login/ and /login/d/: the phone number, a captcha (so only a person learns whether a number
// is registered, and strangers cannot use up the number's codes: decision 232), then a code
// through the one-time-code endpoint.
export function LoginScreen(props: { redirect: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const messages = useLoginMessages()
  const phone = useLoginPhone()
  const [loading, setLoading] = useState(false)
  const [services, setServices] = useState<readonly MessagingService[] | null>(null)
  const [register, setRegister] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!phone.check() || loading) return
    setLoading(true)
    try {
      setServices(await loadMessagingServices())
    } catch (failure) {
      messages.showServicesFailure(failure)
    } finally {
      setLoading(false)
    }
  }

  const send = async (captcha: { uuid: string; answer: string }): Promise<Outcome<object>> => {
    const offered = services ?? []
    const service = chooseMessagingService(offered, session.get().otp.messagingService)
    const { countryCode, mobile } = phone
    const sent = await requestCodeByService(
      { countryCode, mobile },
      service?.value ?? null,
      captcha,
    )
    if (!sent.ok) {
      if (sent.kind === 'captcha') return sent
      setServices(null)
      if (sent.kind === 'register') setRegister(sent.message)
      else messages.showFailure(sent)
      return sent
    }
    session.set((state) => ({
      ...state,
      otp: { phone: mobile, countryCode, messagingService: service?.value ?? null },
    }))
    await navigate({
      to: '/verify-otp/$route/',
      params: { route: 'd' },
      search: props.redirect ? { redirect: props.redirect } : {},
      state: { messagingServices: offered },
    })
    return sent
  }

  return (
    <SignInForm
      subtitle={t`Enter your mobile number to receive a security code.`}
      onSubmit={submit}
      register={register}
      onRegisterClose={() => setRegister(null)}
      sheet={
        <CaptchaSheet
          opened={services !== null}
          onClose={() => setServices(null)}
          onSend={send}
          title={t`Security check`}
          note={t`Type the characters in the picture, and we will send your code.`}
        />
      }
    >
      <PhoneField {...phone.field} disabled={loading || services !== null} />
      <Button type="submit" fullWidth size="md" mt="lg" loading={loading} data-testid="start">
        {t`Start`}
      </Button>
    </SignInForm>
  )
}

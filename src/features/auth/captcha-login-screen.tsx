import { Button, Stack } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { session } from '../../api/session-store.ts'
import { phoneProblem } from '#shared/domain/phone-rules.ts'
import { CaptchaChallenge } from './captcha-challenge.tsx'
import { requestCodeByCaptcha } from './api/login.ts'
import { LoginLayout } from './login-layout.tsx'
import { NeedToRegisterDrawer } from './need-to-register-drawer.tsx'
import { PhoneField } from '../../ui/phone/phone-field.tsx'
import { PrivacyNote } from './privacy-note.tsx'
import { useCaptcha } from './use-captcha.ts'
import { useLoginMessages } from './use-login-messages.ts'

// /login/c/: the phone number and a captcha, then a code through REST accounts/login/.
export function CaptchaLoginScreen(props: { redirect: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const messages = useLoginMessages()
  const captchaState = useCaptcha()
  const stored = session.get().otp
  const [countryCode, setCountryCode] = useState(stored.countryCode)
  const [mobile, setMobile] = useState(stored.phone)
  const [answer, setAnswer] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [captchaError, setCaptchaError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [register, setRegister] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = phoneProblem(countryCode, mobile)
    setPhoneError(problem ? messages.phoneMessage(problem) : null)
    const captcha = captchaState.captcha
    const missing = answer.trim() === '' || !captcha
    setCaptchaError(missing ? t`please enter the characters in the picture` : null)
    if (problem || missing || sending) return
    setSending(true)
    const phone = { countryCode, mobile }
    const sent = await requestCodeByCaptcha(
      phone,
      { uuid: captcha.captcha_uuid, answer },
      session.get().location?.cityId ?? null,
    )
    setSending(false)
    if (sent.ok) {
      session.set((state) => ({ ...state, otp: { ...state.otp, phone: mobile, countryCode } }))
      await navigate({
        to: '/verify-otp/$route/',
        params: { route: 'c' },
        search: props.redirect ? { redirect: props.redirect } : {},
        state: { captchaLogin: true },
      })
      return
    }
    // Whatever the answer, the captcha is used up.
    setAnswer('')
    captchaState.refresh()
    if (sent.kind === 'captcha') setCaptchaError(sent.message)
    else if (sent.kind === 'register') setRegister(sent.message)
    else messages.showFailure(sent)
  }

  return (
    <LoginLayout
      title={t`Sign in`}
      subtitle={t`Enter your mobile number and the characters in the picture.`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PhoneField
            label={t`Mobile number`}
            dialCode={countryCode}
            mobile={mobile}
            onChange={(dialCode, number) => {
              setCountryCode(dialCode)
              setMobile(number)
              setPhoneError(null)
            }}
            error={phoneError}
            disabled={sending}
          />
          <CaptchaChallenge
            state={captchaState}
            answer={answer}
            onAnswer={(value) => {
              setAnswer(value)
              setCaptchaError(null)
            }}
            error={captchaError}
            disabled={sending}
          />
          <Button type="submit" fullWidth size="md" loading={sending} data-testid="start">
            {t`Start`}
          </Button>
        </Stack>
      </form>
      <PrivacyNote />
      <NeedToRegisterDrawer message={register} onClose={() => setRegister(null)} />
    </LoginLayout>
  )
}

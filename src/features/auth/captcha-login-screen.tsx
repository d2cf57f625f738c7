import { Button, Stack } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { session } from '../../api/session-store.ts'
import { CaptchaChallenge } from './captcha-challenge.tsx'
import { requestCodeByCaptcha } from './api/login.ts'
import { SignInForm } from './sign-in-form.tsx'
import { PhoneField } from '../../ui/phone/phone-field.tsx'
import { useCaptchaAnswer } from './use-captcha-answer.ts'
import { useLoginMessages } from './use-login-messages.ts'
import { useLoginPhone } from './use-login-phone.ts'

// /login/c/: the phone number and a captcha, then a code through REST accounts/login/.
export function CaptchaLoginScreen(props: { redirect: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const messages = useLoginMessages()
  const phone = useLoginPhone()
  const captcha = useCaptchaAnswer()
  const [sending, setSending] = useState(false)
  const [register, setRegister] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const phoneOk = phone.check()
    const answer = captcha.take()
    if (!phoneOk || !answer || sending) return
    setSending(true)
    const { countryCode, mobile } = phone
    const sent = await requestCodeByCaptcha(
      { countryCode, mobile },
      answer,
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
    captcha.usedUp(sent.kind === 'captcha' ? sent.message : null)
    if (sent.kind === 'register') setRegister(sent.message)
    else if (sent.kind !== 'captcha') messages.showFailure(sent, phone.phoneFields)
  }

  return (
    <SignInForm
      subtitle={t`Enter your mobile number and the characters in the picture.`}
      onSubmit={submit}
      register={register}
      onRegisterClose={() => setRegister(null)}
    >
      <Stack gap="md">
        <PhoneField {...phone.field} disabled={sending} />
        <CaptchaChallenge {...captcha.challenge} disabled={sending} />
        <Button type="submit" fullWidth size="md" loading={sending} data-testid="start">
          {t`Start`}
        </Button>
      </Stack>
    </SignInForm>
  )
}

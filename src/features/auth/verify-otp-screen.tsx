import '@mantine/core/styles/Anchor.css'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useCanGoBack, useLocation, useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { session } from '../../api/session-store.ts'
import { safeRedirect } from '../../lib/safe-redirect.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { MessagingServiceSheet } from '../../ui/otp/messaging-service-sheet.tsx'
import { chooseMessagingService, type MessagingService } from '../../api/messaging-services.ts'
import { OTP_LENGTH, OtpInput } from '../../ui/otp/otp-input.tsx'
import { ResendCode } from '../../ui/otp/resend-code.tsx'
import { useCountdown } from '../../ui/otp/use-countdown.ts'
import { CaptchaSheet } from './captcha-sheet.tsx'
import { completeLogin } from './complete-login.ts'
import type { CodeFlow } from './history-state.ts'
import {
  requestCodeByCaptcha,
  requestCodeByService,
  verifyCodeByCaptcha,
  verifyCodeByService,
} from './api/login.ts'
import { LoginLayout } from './login-layout.tsx'
import classes from './auth.module.css'
import { useLoginMessages } from './use-login-messages.ts'

// The spec's wait before a new code may be asked for.
const RESEND_WAIT_MS = 120_000

// Back to the phone screen: the browser's back when there is one, else the flow's own page.
function useLeave(flow: CodeFlow, redirect: string | undefined) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const left = useRef(false)
  return useCallback(() => {
    if (left.current) return
    left.current = true
    if (canGoBack) router.history.back()
    else
      void router.navigate({
        to: flow === 'c' ? '/login/c/' : '/login/d/',
        search: redirect ? { redirect } : {},
        replace: true,
      })
  }, [canGoBack, flow, redirect, router])
}

// /verify-otp/{d|c}: the six-digit code of the shop flow (d) or the captcha flow (c).
export function VerifyOtpScreen(props: { flow: CodeFlow; redirect: string | undefined }) {
  const state = useLocation({ select: (location) => location.state })
  // Whether the phone step sent the person here is decided when the screen opens: once the code
  // is accepted, the location already holds the page signed in to while this screen is still
  // drawn, and reading it again would send the person back from there.
  const [opened] = useState(() => state)
  const services = opened.messagingServices
  const reached = props.flow === 'd' ? services !== undefined : opened.captchaLogin === true
  const leave = useLeave(props.flow, props.redirect)
  useEffect(() => {
    if (!reached) leave()
  }, [reached, leave])
  if (!reached) return null
  return (
    <CodeForm
      flow={props.flow}
      services={services ?? []}
      redirect={props.redirect}
      onChangeMobile={leave}
    />
  )
}

function CodeForm(props: {
  flow: CodeFlow
  services: readonly MessagingService[]
  redirect: string | undefined
  onChangeMobile: () => void
}) {
  const { t } = useLingui()
  const router = useRouter()
  const messages = useLoginMessages()
  const otp = session.use((state) => state.otp)
  const phone = { countryCode: otp.countryCode, mobile: otp.phone }
  const service = chooseMessagingService(props.services, otp.messagingService)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  const [sheet, setSheet] = useState<'services' | 'captcha' | null>(null)
  const countdown = useCountdown(RESEND_WAIT_MS)
  const busy = useRef(false)

  const verify = async (value: string) => {
    if (busy.current) return
    if (value === '') return setError(messages.emptyCode)
    if (value.length !== OTP_LENGTH) return setError(messages.wrongCode)
    busy.current = true
    setVerifying(true)
    setError(null)
    try {
      const outcome =
        props.flow === 'd'
          ? await verifyCodeByService(phone, value)
          : await verifyCodeByCaptcha(phone, value)
      if (!outcome.ok) {
        if (outcome.kind === 'wrong') setError(messages.wrongCode)
        else messages.showFailure(outcome, { otp: setError, otp_code: setError, code: setError })
        return
      }
      const { userError } = await completeLogin(outcome, phone)
      const landed = router.navigate({ href: safeRedirect(props.redirect), replace: true })
      messages.showUserError(userError)
      await landed
    } finally {
      busy.current = false
      setVerifying(false)
    }
  }

  const sentAgain = () => {
    toast.success(messages.sentAgain)
    countdown.restart()
    setCode('')
    setError(null)
    setSheet(null)
  }

  const resend = async () => {
    if (props.flow === 'c') return setSheet('captcha')
    setResending(true)
    const outcome = await requestCodeByService(phone, service?.value ?? null)
    setResending(false)
    if (outcome.ok) sentAgain()
    // Strangers may have used up the codes anyone can ask for: past a captcha there are more.
    else if (outcome.kind === 'throttled') setSheet('captcha')
    else messages.showFailure(outcome)
  }

  const resendWithCaptcha = async (captcha: { uuid: string; answer: string }) => {
    const outcome =
      props.flow === 'c'
        ? await requestCodeByCaptcha(phone, captcha, session.get().location?.cityId ?? null)
        : await requestCodeByService(phone, service?.value ?? null, captcha)
    if (outcome.ok) sentAgain()
    else if (outcome.kind !== 'captcha') messages.showFailure(outcome)
    return outcome
  }

  const number = `+${phone.countryCode} ${phone.mobile}`
  const via = service?.label ?? ''
  return (
    <LoginLayout
      title={t`Security code`}
      subtitle={
        <Trans>
          Enter the {OTP_LENGTH}-digit code sent to{' '}
          <span className={`ltr-number ${classes.phoneNumber}`} data-testid="otp-phone">
            {number}
          </span>
        </Trans>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void verify(code)
        }}
        noValidate
      >
        <Stack gap="md">
          <Stack gap={6}>
            <OtpInput
              value={code}
              onChange={(value) => {
                setCode(value)
                setError(null)
              }}
              onComplete={(value) => void verify(value)}
              error={error !== null}
            />
            {error && (
              <Text c="red.8" size="sm" ta="center" role="alert" data-testid="otp-error">
                {error}
              </Text>
            )}
          </Stack>
          {props.flow === 'd' && service && (
            <Group justify="center" gap="xs">
              <Text size="sm" c="dimmed">
                {t`Code by: ${via}`}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setSheet('services')}
              >
                {t`Get the code by`}
              </Anchor>
            </Group>
          )}
          <Button type="submit" fullWidth size="md" loading={verifying} data-testid="verify">
            {t`Next`}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={props.onChangeMobile}>
          {t`Change mobile number`}
        </Anchor>
        <ResendCode remaining={countdown.remaining} sending={resending} onResend={resend} />
      </Group>
      {props.flow === 'd' && (
        <MessagingServiceSheet
          opened={sheet === 'services'}
          services={props.services}
          value={service?.value ?? null}
          onChoose={(value) =>
            session.set((state) => ({ ...state, otp: { ...state.otp, messagingService: value } }))
          }
          onClose={() => setSheet(null)}
        />
      )}
      <CaptchaSheet
        opened={sheet === 'captcha'}
        onClose={() => setSheet(null)}
        onSend={resendWithCaptcha}
        note={
          props.flow === 'd'
            ? t`Many codes were asked for this number. Type the characters in the picture to get yours.`
            : undefined
        }
      />
    </LoginLayout>
  )
}

import { Box, Button, Loader, Stack, Text } from '@mantine/core'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { session } from '../../../api/session-store.ts'
import { toRestError } from '../../../api/rest.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { MessagingServiceSheet } from '../../../ui/otp/messaging-service-sheet.tsx'
import { chooseMessagingService, type MessagingService } from '../../../api/messaging-services.ts'
import { OTP_LENGTH, OtpInput } from '../../../ui/otp/otp-input.tsx'
import { ResendCode } from '../../../ui/otp/resend-code.tsx'
import { loadChannels } from '../api/messaging-channels.ts'
import { resendServiceCode, verifyService } from '../api/verification.ts'
import { forgetBill } from '../queue/submission-store.ts'
import { ServiceStepper } from '../shared/service-stepper.tsx'
import { StaffScreenHeader } from '../shared/staff-screen-header.tsx'
import { BottomBar } from '../../../ui/layout/bottom-bar.tsx'
import { VerificationOutcome } from './verification-outcome.tsx'
import { useServiceCode } from './use-service-code.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'
import { RESEND_AFTER_SECONDS } from '#shared/domain/one-time-code.ts'
import './verification-state.ts'

// Tries a code has (the server's count, decision 254): the third wrong one ends in the failed
// screen (the spec's counter checked against 2).
const CODE_TRIES = 3

const refusalOf = (body: unknown): { reason?: string; triesLeft?: number } => {
  const data = (body as { data?: { reason?: unknown; tries_left?: unknown } } | null)?.data
  return {
    reason: typeof data?.reason === 'string' ? data.reason : undefined,
    triesLeft: typeof data?.tries_left === 'number' ? data.tries_left : undefined,
  }
}

// Step 3: the customer reads out the code they were sent.
export function VerificationScreen(props: { billId: number; phone: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  // Read once: leaving this screen changes the location (and its state) before it unmounts.
  const [{ serviceChannels: carried, serviceChannel, codeSentAt }] = useState(
    () => router.state.location.state,
  )
  const [code, setCode] = useState('')
  // One error at a time, under the code: each new one replaces the last.
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // A second Verify while the sixth digit's own check is on its way is not a second try.
  const checking = useRef(false)
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'failed'>('pending')
  const [sheet, setSheet] = useState(false)
  // The channel the last code went by: the resend sheet opens on it.
  const [channel, setChannel] = useState<string | null>(serviceChannel ?? null)
  const state = useServiceCode(props.billId, codeSentAt)

  // Opened without the channels the code can travel by (a link opened in a new tab): they
  // are asked for; without a connection it goes to the pending list, saying why.
  const [loaded, setLoaded] = useState<MessagingService[] | null>(null)
  const channels = carried && carried.length > 0 ? carried : loaded
  const lost = !channels || channels.length === 0
  useEffect(() => {
    if (!lost) return
    let current = true
    loadChannels()
      .then((list) => {
        if (list.length === 0) throw new Error('no channels')
        if (current) setLoaded(list)
      })
      .catch(() => {
        if (!current) return
        void navigate({ to: '/new-service/pending/', replace: true })
        toast.error(
          t`The code screen needs a connection. Open the service again from the pending list.`,
        )
      })
    return () => {
      current = false
    }
  }, [lost, navigate, t])
  if (lost) return <Loader m="xl" mx="auto" display="block" data-testid="verification-loading" />
  if (outcome !== 'pending' || state.verified) {
    return (
      <VerificationOutcome
        outcome={state.verified ? 'done' : outcome === 'pending' ? 'done' : outcome}
      />
    )
  }

  const chosen = chooseMessagingService(channels, channel)

  const verify = async (value: string) => {
    if (checking.current) return
    if (value.length !== OTP_LENGTH) {
      // The last try's refusal already says what to do: it stays, alone.
      if (error === null) setError(t`Enter the security code.`)
      return
    }
    checking.current = true
    setBusy(true)
    setError(null)
    try {
      await verifyService({ billId: props.billId, phone: props.phone, code: value })
      const ownerId = session.get().user?.id
      if (ownerId) await forgetBill(ownerId, props.billId).catch(() => {})
      setOutcome('done')
    } catch (failed) {
      const failure = await toRestError(failed)
      setCode('')
      if (failure.status === 400) {
        const { reason, triesLeft } = refusalOf(failure.body)
        if (reason === 'too_many_attempts' || (reason === 'wrong' && triesLeft === 0)) {
          setOutcome('failed')
          return
        }
        state.refused(reason, triesLeft)
        setError(failure.serverMessage ?? t`That code is not right. Check it and try again.`)
      } else {
        setError(
          failure.status === 0
            ? t`You are offline. Check your connection and try again.`
            : (failure.serverMessage ?? t`Something went wrong. Try again.`),
        )
      }
    } finally {
      checking.current = false
      setBusy(false)
    }
  }

  const resend = async (value: string) => {
    setChannel(value)
    setBusy(true)
    try {
      const answer = await resendServiceCode({
        billId: props.billId,
        phone: props.phone,
        messagingService: value,
      })
      toast.success(answer.message || t`A new code was sent.`)
      setError(null)
      setCode('')
      state.apply(
        answer.code ?? {
          sent_at: new Date().toISOString(),
          resend_in_seconds: RESEND_AFTER_SECONDS,
          tries_left: CODE_TRIES,
          expired: false,
        },
      )
    } catch (failed) {
      const failure = await toRestError(failed)
      setError(
        failure.status === 0
          ? t`You are offline. Check your connection and try again.`
          : (failure.serverMessage ?? t`Something went wrong. Try again.`),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box>
      <StaffScreenHeader title={t`Service verification`} />
      <ServiceStepper current={2} backLinks={false} />
      <Stack gap="lg" px="md" pt="md" align="center">
        <Text ta="center">
          {state.sent === false
            ? t`No code has been sent to the customer yet. Send it now, with the customer here:`
            : t`Enter the code sent to the customer at`}{' '}
          <PhoneText value={props.phone} testId="verification-phone" />
        </Text>
        {chosen && state.sent !== false && (
          <Text size="sm" c="dimmed" ta="center" data-testid="code-channel">
            {t`Sent by ${chosen.label}`}
          </Text>
        )}
        <OtpInput
          value={code}
          onChange={(value) => {
            setCode(value)
            if (value !== '') setError(null)
          }}
          onComplete={(value) => void verify(value)}
          error={error !== null}
          disabled={busy || state.sent === false}
        />
        {error && (
          <Text size="sm" c="red.8" ta="center" role="alert" data-testid="verification-error">
            {error}
          </Text>
        )}
        {state.triesLeft !== null && state.triesLeft < CODE_TRIES && !state.expired && (
          <Text size="sm" c="red.8" data-testid="tries-left">
            {t`Tries left`}: <span className="ltr-number">{state.triesLeft}</span>
          </Text>
        )}
        {state.sent === false ? (
          <Button onClick={() => setSheet(true)} loading={busy} data-testid="send-code-now">
            {t`Send the code now`}
          </Button>
        ) : (
          <ResendCode remaining={state.remaining} sending={busy} onResend={() => setSheet(true)} />
        )}
      </Stack>
      <BottomBar>
        <Button
          fullWidth
          size="md"
          loading={busy}
          disabled={state.sent === false}
          onClick={() => void verify(code)}
          data-testid="verify-code"
        >
          {t`Verify`}
        </Button>
      </BottomBar>
      <MessagingServiceSheet
        opened={sheet}
        services={channels}
        value={chosen?.value ?? null}
        onSend={(value) => void resend(value)}
        onClose={() => setSheet(false)}
      />
    </Box>
  )
}

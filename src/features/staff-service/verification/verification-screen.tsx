import { Box, Button, Loader, Stack, Text } from '@mantine/core'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import { session } from '../../../api/session-store.ts'
import { toRestError } from '../../../api/rest.ts'
import { toast } from '../../../app/toasts.tsx'
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
import { useDeadline } from '../../../lib/use-deadline.ts'
import { VerificationOutcome } from './verification-outcome.tsx'
import './verification-state.ts'

const RESEND_AFTER_MS = 120_000
// Wrong codes allowed: the third failure ends in the failed screen (the spec's counter
// checked against 2).
const MAX_FAILURES = 3

// Step 3: the customer reads out the code they were sent. `whenDone` is shown under the
// success.
export function VerificationScreen(props: { billId: number; phone: string; whenDone?: ReactNode }) {
  const { t } = useLingui()
  const router = useRouter()
  const navigate = useNavigate()
  // Read once: leaving this screen changes the location (and its state) before it unmounts.
  const [{ serviceChannels: carried, serviceChannel, codeSentAt }] = useState(
    () => router.state.location.state,
  )
  const [code, setCode] = useState('')
  const [failures, setFailures] = useState(0)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'failed'>('pending')
  const [sheet, setSheet] = useState(false)
  // The channel the last code went by: the resend sheet opens on it.
  const [channel, setChannel] = useState<string | null>(serviceChannel ?? null)
  const { remaining, restart } = useDeadline((codeSentAt ?? Date.now()) + RESEND_AFTER_MS)

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
  if (outcome !== 'pending') {
    return <VerificationOutcome outcome={outcome} whenDone={props.whenDone} />
  }

  const chosen = chooseMessagingService(channels, channel)

  const verify = async (value: string) => {
    if (value.length !== OTP_LENGTH) {
      toast.error(t`Enter the security code.`)
      return
    }
    setBusy(true)
    try {
      await verifyService({ billId: props.billId, phone: props.phone, code: value })
      const ownerId = session.get().user?.id
      if (ownerId) await forgetBill(ownerId, props.billId).catch(() => {})
      setOutcome('done')
    } catch (error) {
      const failure = await toRestError(error)
      setCode('')
      if (failure.status === 400) {
        toast.error(failure.message || t`That code is not right. Check it and try again.`)
        if (failures + 1 >= MAX_FAILURES) setOutcome('failed')
        else setFailures(failures + 1)
      } else {
        toast.error(
          failure.status === 0
            ? t`You are offline. Check your connection and try again.`
            : failure.message,
        )
      }
    } finally {
      setBusy(false)
    }
  }

  const resend = async (value: string) => {
    setChannel(value)
    setBusy(true)
    try {
      const message = await resendServiceCode({
        billId: props.billId,
        phone: props.phone,
        messagingService: value,
      })
      toast.success(message || t`A new code was sent.`)
      setFailures(0)
      setCode('')
      restart(RESEND_AFTER_MS)
    } catch (error) {
      const failure = await toRestError(error)
      toast.error(
        failure.status === 0
          ? t`You are offline. Check your connection and try again.`
          : failure.message,
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
          {t`Enter the code sent to the customer at`}{' '}
          <span className="ltr-number" data-testid="verification-phone">
            +{props.phone}
          </span>
        </Text>
        {chosen && (
          <Text size="sm" c="dimmed" ta="center" data-testid="code-channel">
            {t`Sent by ${chosen.label}`}
          </Text>
        )}
        <OtpInput
          value={code}
          onChange={setCode}
          onComplete={(value) => void verify(value)}
          disabled={busy}
        />
        {failures > 0 && (
          <Text size="sm" c="red.8" data-testid="tries-left">
            {t`Tries left`}: <span className="ltr-number">{MAX_FAILURES - failures}</span>
          </Text>
        )}
        <ResendCode remaining={remaining} sending={busy} onResend={() => setSheet(true)} />
      </Stack>
      <BottomBar>
        <Button
          fullWidth
          size="md"
          loading={busy}
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

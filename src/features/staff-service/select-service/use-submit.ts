// Submit always succeeds on the device: the service is queued, the draft cleared for the
// next customer, and the screen follows the submission: sent → the customer's code; no
// network → the pending list, where it will be sent by itself; refused → the pending list,
// where the server's message stays with it until retried or discarded.
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { toast } from '../../../ui/toasts/toasts.tsx'
import type { MessagingService } from '../../../api/messaging-services.ts'
import { selectStepProblem } from '../draft/draft-rules.ts'
import { clearDraft, nextKilometer, payloadOf, type ServiceDraft } from '../draft/service-draft.ts'
import { submitService } from '../queue/submit-service.ts'
import '../verification/verification-state.ts'

const SLOW_MS = 3000

export function useSubmit() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [submitting, setSubmitting] = useState(false)
  // The draft as submitted: the summary keeps showing it after the draft is cleared for the
  // next customer, until the screen moves on.
  const [submitted, setSubmitted] = useState<ServiceDraft | null>(null)
  // A server that does not answer holds a try up to 15 s: after SLOW_MS the screen says the
  // service is safe on the device and lets the staff member go on. Once they have left, the
  // answer only shows as a toast: it never pulls them back from the next customer.
  const [slow, setSlow] = useState(false)
  const left = useRef(false)
  useEffect(() => {
    left.current = false
    return () => {
      left.current = true
    }
  }, [])

  const submit = async (
    draft: ServiceDraft,
    channel: string | null,
    channels: MessagingService[],
  ) => {
    // The summary can be opened by its address: the whole draft is checked once more.
    if (selectStepProblem(draft) !== null || draft.userCarId === null || draft.odometer === '') {
      toast.error(t`Check what you entered and try again.`)
      await navigate({ to: '/select-service/' })
      return
    }
    setSubmitting(true)
    setSubmitted(draft)
    const slowTimer = setTimeout(() => setSlow(true), SLOW_MS)
    let movedOn = false
    try {
      const payload = { ...payloadOf(draft), messaging_service: channel }
      const record = await submitService(
        payload,
        {
          customerName: draft.customerName,
          phone: payload.mobile_number,
          carName: draft.carName,
          odometer: payload.current_kilometer,
          nextKilometer: nextKilometer(draft),
          lines: draft.lines.map(({ id, name, names }) => ({ id, name, names })),
          messagingService: channel,
        },
        clearDraft,
        draft.carClientId,
      )
      if (!record) {
        toast.error(t`Your session has ended. Sign in again to submit.`)
        return
      }
      movedOn = true
      if (left.current) {
        if (record.status === 'failed')
          toast.error(record.lastError ?? t`Something went wrong. Try again.`)
        else if (record.status === 'sent')
          toast.success(t`A service was sent: its code is in the pending list.`)
        return
      }
      if (record.status === 'sent' && record.billId !== null) {
        const sent = navigate({
          to: '/services/verification/$billId/$phone',
          params: { billId: String(record.billId), phone: record.payload.mobile_number },
          state: (state) => ({
            ...state,
            serviceChannels: channels,
            serviceChannel: record.payload.messaging_service,
            codeSentAt: record.sentAt ?? Date.now(),
          }),
        })
        toast.success(t`The code was sent to the customer.`)
        await sent
        return
      }
      const pending = navigate({ to: '/new-service/pending/' })
      if (record.status === 'failed')
        toast.error(record.lastError ?? t`Something went wrong. Try again.`)
      else if ((record.lastStatus ?? 0) >= 500)
        // The connection works: it is the server that failed, and saying otherwise misleads.
        toast.info(
          t`The server could not take it yet. Saved on this device: it will be sent by itself.`,
        )
      else
        toast.info(t`Saved on this device. It will be sent by itself when the connection returns.`)
      await pending
    } catch {
      // Only the device's own storage failing lands here: the draft is still there.
      toast.error(t`The service could not be saved on this device. Try again.`)
    } finally {
      clearTimeout(slowTimer)
      setSlow(false)
      setSubmitting(false)
      if (!movedOn) setSubmitted(null)
    }
  }
  return { submit, submitting, submitted, slow }
}

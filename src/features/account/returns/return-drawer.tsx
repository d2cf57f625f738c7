import { Drawer } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { session } from '../../../api/session-store.ts'
import { toRestError } from '../../../api/rest.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { OTP_LENGTH } from '../../../ui/otp/otp-input.tsx'
import { useCountdown } from '../../../ui/otp/use-countdown.ts'
import { ReturnCodeStep } from './return-code-step.tsx'
import { ReturnItemStep } from './return-item-step.tsx'
import { ReturnReasonStep } from './return-reason-step.tsx'
import {
  fetchPollQuestions,
  fetchReturnSummary,
  requestReturn,
  verifyReturn,
  type PollQuestion,
  type ReturnableItem,
  type ReturnSummary,
} from '../api/returns.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

const RESEND_AFTER_MS = 120_000

type Step =
  | { name: 'item' }
  | { name: 'reason'; summary: ReturnSummary }
  | { name: 'code'; summary: ReturnSummary; returnId: number }

// Returning an item of one order: the item and quantity, then the summary with the reason,
// then the one-time code. Each step keeps what was chosen when a call fails.
export function ReturnDrawer(props: {
  opened: boolean
  items: ReturnableItem[]
  onClose: () => void
  onReturned: () => void
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [step, setStep] = useState<Step>({ name: 'item' })
  const [itemId, setItemId] = useState<number | null>(null)
  const [quantity, setQuantity] = useState(1)
  const [questions, setQuestions] = useState<PollQuestion[]>()
  const [pollId, setPollId] = useState<number | null>(null)
  const [pollError, setPollError] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const countdown = useCountdown(RESEND_AFTER_MS, false)
  const user = session.use((state) => state.user)
  const phone = user ? `+${user.countryCode} ${user.phone}` : ''

  // A single returnable item is chosen already.
  useEffect(() => {
    if (props.opened) {
      setStep({ name: 'item' })
      setItemId(props.items.length === 1 ? (props.items[0]?.id ?? null) : null)
      setQuantity(1)
      setPollId(null)
      setPollError(null)
      setCode('')
    }
  }, [props.opened, props.items])

  const fail = async (error: unknown) => {
    toast.error(failureText(await toRestError(error)))
  }

  const toReason = async () => {
    if (itemId === null) return
    setBusy(true)
    let summary: ReturnSummary
    try {
      summary = await fetchReturnSummary(itemId, quantity)
    } catch (error) {
      await fail(error)
      return
    } finally {
      setBusy(false)
    }
    setQuestions(undefined)
    setStep({ name: 'reason', summary })
    try {
      setQuestions(await fetchPollQuestions(summary.category_id))
    } catch (error) {
      setQuestions([])
      await fail(error)
    }
  }

  const sendCode = async (summary: ReturnSummary) => {
    if (pollId === null) {
      setPollError(t`Choose a reason for the return.`)
      return
    }
    setBusy(true)
    try {
      const { request, message } = await requestReturn({ id: summary.id, quantity, pollId })
      toast.success(message || t`We sent you a code`)
      setCode('')
      countdown.restart()
      setStep({ name: 'code', summary, returnId: request.id })
    } catch (error) {
      await fail(error)
    } finally {
      setBusy(false)
    }
  }

  const verify = async (returnId: number, value: string) => {
    if (value.length !== OTP_LENGTH) {
      toast.error(t`Enter the security code.`)
      return
    }
    setBusy(true)
    try {
      const { message } = await verifyReturn(returnId, value)
      toast.success(message || t`Your return is confirmed.`)
      props.onReturned()
      props.onClose()
    } catch (error) {
      setCode('')
      await fail(error)
    } finally {
      setBusy(false)
    }
  }

  const titles = {
    item: t`Return an item`,
    reason: t`Return summary`,
    code: t`Confirm the return`,
  }

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size="auto"
      title={titles[step.name]}
      radius="lg"
      data-testid="return-drawer"
    >
      {step.name === 'item' && (
        <ReturnItemStep
          items={props.items}
          itemId={itemId}
          quantity={quantity}
          busy={busy}
          onItem={(id) => {
            setItemId(id)
            setQuantity(1)
          }}
          onQuantity={setQuantity}
          onNext={() => void toReason()}
        />
      )}
      {step.name === 'reason' && (
        <ReturnReasonStep
          summary={step.summary}
          questions={questions}
          pollId={pollId}
          error={pollError}
          busy={busy}
          onPoll={(id) => {
            setPollId(id)
            setPollError(null)
          }}
          onNext={() => void sendCode(step.summary)}
        />
      )}
      {step.name === 'code' && (
        <ReturnCodeStep
          phone={phone}
          code={code}
          busy={busy}
          remaining={countdown.remaining}
          onCode={setCode}
          onVerify={(value) => void verify(step.returnId, value)}
          onResend={() => void sendCode(step.summary)}
        />
      )}
    </Drawer>
  )
}

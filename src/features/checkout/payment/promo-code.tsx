import '@mantine/core/styles/Input.css'
// The promo code: typed in lower case (at most 15), applied or removed with one button
// (promo-rules.ts decides what it does). The code is kept in the session while it is applied.
import { useState } from 'react'
import { Button, Group, Text, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import {
  CheckoutAddPromoCodeDocument,
  CheckoutRemovePromoCodeDocument,
} from '../../../api/generated/commerce.ts'
import { session } from '../../../api/session-store.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { stepMutation } from '../api/step-mutation.ts'
import { settled, showCallFailure } from '../step-errors.ts'
import {
  MAX_PROMO_CODE,
  promoApplied,
  promoCodeInput,
  promoOutcome,
  promoRequest,
} from './promo-rules.ts'
import classes from './payment.module.css'

export function PromoCode(props: {
  checkoutId: string
  voucherCode: string | null
  discountName: string | null
  disabled: boolean
  /** The code's refusal when paying (used up meanwhile), under the field like the others. */
  refusal?: string | null
  onRefusalCleared?: () => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const fields = { voucherCode: props.voucherCode, discountName: props.discountName }
  const applied = promoApplied(fields)
  const sessionCode = session.use((state) => state.discountCode)
  // What the person typed; while a code is applied the field shows that code instead. One
  // mounted field throughout: a remount on removal would re-read the session before it forgets
  // the removed code (the checkout changes first), and show it again.
  const [typed, setTyped] = useState(() => session.get().discountCode)
  const code = applied ? props.voucherCode || sessionCode : typed
  const [busy, setBusy] = useState(false)
  // What went wrong with the code, under the field (decision 262).
  const [problem, setProblem] = useState<string | null>(null)
  const shown = problem ?? props.refusal ?? null

  const run = async () => {
    props.onRefusalCleared?.()
    const request = promoRequest(fields, typed, sessionCode)
    if (request.kind === 'no-code') {
      setProblem(t`Enter a promo code.`)
      return
    }
    if (request.kind === 'no-current-code') {
      setProblem(t`We could not find the code to remove. Reload the page and try again.`)
      return
    }
    setProblem(null)
    setBusy(true)
    try {
      const answer =
        request.kind === 'remove'
          ? await stepMutation(
              CheckoutRemovePromoCodeDocument,
              { id: props.checkoutId, promoCode: request.code },
              (data) => data.checkoutRemovePromoCode,
            )
          : await stepMutation(
              CheckoutAddPromoCodeDocument,
              { id: props.checkoutId, promoCode: request.code },
              (data) => data.checkoutAddPromoCode,
            )
      const outcome = promoOutcome(request, answer)
      const onField = { promoCode: setProblem, voucherCode: setProblem }
      if (!(await settled(answer, () => void navigate({ to: '/cart/' }), onField))) return
      if (outcome.kind !== 'added' && outcome.kind !== 'removed') return
      session.set((state) => ({ ...state, discountCode: outcome.sessionCode }))
      if (outcome.kind === 'removed') setTyped('')
      toast.success(outcome.kind === 'removed' ? t`Promo code removed.` : t`Promo code applied.`)
    } catch (error) {
      showCallFailure(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={classes.section}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void run()
        }}
      >
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            flex={1}
            label={t`Promo code`}
            value={code}
            maxLength={MAX_PROMO_CODE}
            readOnly={applied}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            data-testid="promo-code"
            error={shown !== null}
            aria-describedby={shown ? 'promo-code-problem' : undefined}
            onChange={(event) => {
              setTyped(promoCodeInput(event.currentTarget.value))
              setProblem(null)
              props.onRefusalCleared?.()
            }}
          />
          <Button
            type="submit"
            variant={applied ? 'light' : 'filled'}
            color={applied ? 'red' : undefined}
            loading={busy}
            disabled={props.disabled}
            data-testid={applied ? 'promo-remove' : 'promo-apply'}
          >
            {applied ? t`Remove` : t`Apply`}
          </Button>
        </Group>
        {shown && (
          // Under the field, beside the button rather than between them.
          <Text size="sm" c="red.8" mt={4} id="promo-code-problem" data-testid="promo-problem">
            {shown}
          </Text>
        )}
      </form>
    </div>
  )
}

import '@mantine/core/styles/Input.css'
// The promo code: typed in lower case (at most 15), applied or removed with one button. The
// code is kept in the session while it is applied.
import { useState } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import {
  CheckoutAddPromoCodeDocument,
  CheckoutRemovePromoCodeDocument,
} from '../../../api/generated/commerce.ts'
import { session } from '../../../api/session-store.ts'
import { toast } from '../../../app/toasts.tsx'
import { stepMutation } from '../step-calls.ts'
import { settled, showCallFailure } from '../step-errors.ts'
import { MAX_PROMO_CODE, promoCodeInput } from './promo-rules.ts'
import classes from './payment.module.css'

export function PromoCode(props: {
  checkoutId: string
  applied: string | null
  disabled: boolean
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [code, setCode] = useState(() => props.applied ?? session.get().discountCode)
  const [busy, setBusy] = useState(false)
  const applied = props.applied !== null

  const run = async () => {
    const value = code.trim()
    const current = props.applied?.trim() ?? ''
    if (!applied && !value) {
      toast.error(t`Enter your promoCode`)
      return
    }
    if (applied && !current) {
      toast.error(t`Failed to retrieve current promo code`)
      return
    }
    setBusy(true)
    try {
      const answer = applied
        ? await stepMutation(
            CheckoutRemovePromoCodeDocument,
            { id: props.checkoutId, promoCode: current },
            (data) => data.checkoutRemovePromoCode,
          )
        : await stepMutation(
            CheckoutAddPromoCodeDocument,
            { id: props.checkoutId, promoCode: value },
            (data) => data.checkoutAddPromoCode,
          )
      if (!(await settled(answer, () => void navigate({ to: '/cart/' })))) return
      session.set((state) => ({ ...state, discountCode: applied ? '' : value }))
      if (applied) setCode('')
      toast.success(applied ? t`promoCode removed successfully` : t`promoCode added successfully`)
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
            onChange={(event) => setCode(promoCodeInput(event.currentTarget.value))}
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
      </form>
    </div>
  )
}

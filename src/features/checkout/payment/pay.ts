// Paying, in the spec's four cases (payment-plan.ts). First the billing address (with the
// names) is set on the checkout; then:
//   free         complete the checkout
//   wallet-all   a wallet transaction for the whole amount, then complete
//   wallet-part  a wallet transaction, then a gateway transaction for the rest, then its page
//   gateway      a gateway transaction for all of it, then its page
// The gateway's transaction is for the rest with the chosen option's fee, the figure the summary
// showed (the server refuses any other).
// A refused step shows its errors (a transaction's failure: its data message) and stops.
import { t } from '@lingui/core/macro'
import {
  CheckoutBillingAddressUpdateDocument,
  TransactionInitializeDocument,
  type AddressInput,
} from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import { session } from '../../../api/session-store.ts'
import { showFieldErrors, type InlineFields } from '../../../ui/failure/error-display.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { completeOrder } from '../api/complete-order.ts'
import { callFailureOf } from '../../../entities/checkout/checkout-call.ts'
import { stepMutation } from '../api/step-mutation.ts'
import { attemptKey, forgetAttemptPart } from './payment-attempt.ts'
import { settled } from '../step-errors.ts'
import type { PaymentPlan } from './payment-plan.ts'

export const WALLET_GATEWAY = 'WALLET'

export type PayResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'done'; checkoutId: string; pspReference: string | null }
  | { kind: 'stopped' }
  | { kind: 'gone' }

interface Started {
  transactionId: string
  pspReference: string
  url: string | null
}

async function startTransaction(
  checkoutId: string,
  gatewayId: string,
  amount: number,
): Promise<Started | null> {
  const result = await commerceClient()
    .mutation(TransactionInitializeDocument, {
      id: checkoutId,
      amount,
      paymentGateway: {
        id: gatewayId,
        data: { gateway_id: gatewayId, callback_host: window.location.origin },
      },
      idempotencyKey: attemptKey(checkoutId, gatewayId, amount),
    })
    .toPromise()
  // No answer: the outcome is unknown, so the key is kept for the next try.
  if (result.error) throw callFailureOf(result.error)
  const payload = result.data?.transactionInitialize
  const data = (payload?.data ?? null) as {
    success?: boolean
    url?: string | null
    message?: string
  } | null
  if (!payload || payload.errors.length > 0 || !payload.transaction || data?.success === false) {
    forgetAttemptPart(checkoutId, gatewayId, amount)
    toast.error(
      data?.message || payload?.errors[0]?.message || t`We could not start the payment. Try again.`,
    )
    return null
  }
  return {
    transactionId: payload.transaction.id,
    pspReference: payload.transaction.pspReference,
    url: data?.url ?? null,
  }
}

export async function pay(input: {
  checkoutId: string
  plan: PaymentPlan
  gatewayId: string | null
  /** What the gateway is asked for, OMR: the plan's part with the option's fee, as shown. */
  gatewayAmount: number
  billing: AddressInput
  note: string
  /** The screen's fields that show their own server errors (the names, the promo code). */
  inline: InlineFields
}): Promise<PayResult> {
  const { checkoutId, plan } = input
  let gone = false
  const billed = await stepMutation(
    CheckoutBillingAddressUpdateDocument,
    {
      id: checkoutId,
      billingAddress: input.billing,
      validationRules: { checkRequiredFields: false },
    },
    (data) => data.checkoutBillingAddressUpdate,
  )
  if (!(await settled(billed, () => (gone = true), input.inline)))
    return gone ? { kind: 'gone' } : { kind: 'stopped' }

  let walletReference: string | null = null
  if (plan.wallet > 0) {
    const wallet = await startTransaction(checkoutId, WALLET_GATEWAY, plan.wallet)
    if (!wallet) return { kind: 'stopped' }
    walletReference = wallet.pspReference
  }
  if (plan.gateway > 0) {
    if (!input.gatewayId) return { kind: 'stopped' }
    const card = await startTransaction(checkoutId, input.gatewayId, input.gatewayAmount)
    if (!card) return { kind: 'stopped' }
    if (!card.url) {
      toast.error(t`We could not start the payment. Try again.`)
      return { kind: 'stopped' }
    }
    session.set((state) => ({ ...state, transactionId: card.transactionId }), { flush: true })
    return { kind: 'redirect', url: card.url }
  }
  const completed = await completeOrder({ id: checkoutId }, input.note)
  if (completed.kind === 'errors') {
    showFieldErrors(completed.errors, t`Something went wrong. Try again.`, input.inline)
    return { kind: 'stopped' }
  }
  return { kind: 'done', checkoutId, pspReference: walletReference }
}

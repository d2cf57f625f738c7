// What the chosen payment option will charge: the part of the plan left to a gateway, with that
// option's fee on it, as the server quotes it for every option at once (so switching options
// changes the summary at once). Until the quote is in, or when the charge is outside what a card
// gateway takes, there is nothing to pay with.
import { useReadQuery } from '../../../api/use-read.ts'
import type { CheckoutStepFieldsFragment } from '../../../api/generated/commerce.ts'
import { toBaisa } from '#shared/domain/money.ts'
import { GATEWAY_LIMITS, withinLimits } from '#shared/domain/payment-limits.ts'
import { gatewayQuotesRead } from '../api/gateway-quotes.ts'
import { paymentOptions } from './payment-options.tsx'

export interface GatewayCharge {
  /** The option's fee, OMR (0 before one is chosen or without a fee). */
  fee: number
  /** The chosen option's fee percentage, 0 without one. */
  feePercentage: number
  /** What the gateway will be asked for, OMR. */
  amount: number
  /** A quote is in for the chosen option and a card gateway takes it. */
  ready: boolean
  loading: boolean
  /** The quote is in but outside the card gateway's limits. */
  outOfLimits: boolean
  failure: unknown
  reload: () => void
}

export function useGatewayCharge(
  checkoutId: string | null,
  checkout: CheckoutStepFieldsFragment | null | undefined,
  part: number,
  gatewayId: string | null,
): GatewayCharge {
  const options = checkout ? paymentOptions(checkout.availablePaymentGateways) : []
  const ids = options.map((option) => option.id)
  // Asked once the checkout is in and a part is left to a gateway: never by the route's loader.
  const asked = checkoutId !== null && part > 0
  const quotes = useReadQuery(asked ? gatewayQuotesRead(checkoutId, part, ids) : null)
  const quote = gatewayId && part > 0 ? quotes.data?.get(gatewayId) : undefined
  const percentage = options.find((option) => option.id === gatewayId)?.feePercentage ?? 0
  const amount = quote?.amount ?? part
  const outOfLimits = quote !== undefined && !withinLimits(toBaisa(amount), GATEWAY_LIMITS)
  return {
    fee: quote?.fee ?? 0,
    feePercentage: percentage,
    amount,
    ready: quote !== undefined && !outOfLimits,
    loading: gatewayId !== null && part > 0 && quotes.loading,
    outOfLimits,
    failure: quotes.error,
    reload: quotes.reload,
  }
}

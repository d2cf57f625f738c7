// The top-up amount: the quick amounts (whole OMR) or what the person typed, read by the one
// money field's rules; Confirm needs a gateway and an amount the gateway takes.
import { readAmount } from '#shared/domain/money-input.ts'
import { GATEWAY_LIMITS } from '#shared/domain/payment-limits.ts'

export const QUICK_AMOUNTS = [10, 20, 50] as const

/** Baisa to charge, or null while the typed text is not an amount the gateway takes. */
export function chargeAmount(typed: string): number | null {
  const reading = readAmount(typed, GATEWAY_LIMITS)
  return reading.kind === 'amount' ? reading.baisa : null
}

export function canConfirmCharge(gatewayId: string | null, typed: string): boolean {
  return gatewayId !== null && chargeAmount(typed) !== null
}

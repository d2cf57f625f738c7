// The charge amount: whole OMR, digits only (spec), up to four of them.
import { onlyDigits } from '#shared/domain/digits.ts'

export const QUICK_AMOUNTS = [10, 20, 50] as const

export const amountInput = (value: string) => onlyDigits(value).replace(/^0+/, '').slice(0, 4)

export function canConfirmCharge(gatewayId: string | null, amount: string): boolean {
  return gatewayId !== null && /^[1-9]\d{0,3}$/.test(amount)
}

// What one card payment may be, in baisa: Oman's card gateways refuse less than 0.100 OMR and
// more than 9,999.000 OMR, and so does the development gateway. The wallet top-up field, the
// payment step and every hosted payment the server starts check the same two numbers.
export interface AmountLimits {
  min: number
  max: number
}

export const GATEWAY_LIMITS: AmountLimits = { min: 100, max: 9_999_000 }

export function withinLimits(baisa: number, limits: AmountLimits): boolean {
  return Number.isSafeInteger(baisa) && baisa >= limits.min && baisa <= limits.max
}

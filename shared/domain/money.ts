// Money is integer baisa on the server (1 OMR = 1000 baisa): exact sums, no binary floats.
// The wire format is OMR as a number with at most three decimals, like Saleor's Money.amount.
export const BAISA_PER_OMR = 1000

export function toOmr(baisa: number): number {
  return Math.round(baisa) / BAISA_PER_OMR
}

export function toBaisa(omr: number): number {
  return Math.round(omr * BAISA_PER_OMR)
}

// percent of an amount, rounded down to whole baisa (discounts never exceed what they say).
export function percentOf(baisa: number, percent: number): number {
  return Math.floor((baisa * percent) / 100)
}

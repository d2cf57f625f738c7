// Money is integer baisa on the server (1 OMR = 1000 baisa): exact sums, no binary floats.
// The wire format is OMR as a number with at most three decimals, like Saleor's Money.amount.
const BAISA_PER_OMR = 1000

export function toOmr(baisa: number): number {
  return Math.round(baisa) / BAISA_PER_OMR
}

export function toBaisa(omr: number): number {
  return Math.round(omr * BAISA_PER_OMR)
}

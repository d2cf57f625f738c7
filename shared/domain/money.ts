// Money is integer baisa (1 OMR = 1000 baisa) from the database to the gateway and back: exact
// sums, no binary floats. The wire carries OMR as a number with at most three decimals, like
// Saleor's Money.amount; these are the only conversions, at the edges.
const BAISA_PER_OMR = 1000

export function toOmr(baisa: number): number {
  return Math.round(baisa) / BAISA_PER_OMR
}

export function toBaisa(omr: number): number {
  return Math.round(omr * BAISA_PER_OMR)
}

/** An amount read off the wire: whole baisa, or null when it is not one (NaN, 10.0005). */
export function exactBaisa(omr: number): number | null {
  if (!Number.isFinite(omr)) return null
  const baisa = toBaisa(omr)
  return Number.isSafeInteger(baisa) && Math.abs(baisa - omr * BAISA_PER_OMR) < 1e-6 ? baisa : null
}

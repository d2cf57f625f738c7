// A payment provider's fee (the spec's `fee_percentage`): a percentage of the part paid through
// that provider, added to it, in whole baisa, half a baisa rounded up. The server computes it
// (paymentGatewayInitialize answers it per gateway, transactionInitialize charges it, the order
// keeps it as its `service_fee` line); the app only shows it. The arithmetic is in integers of
// hundredths of a percent, so a provider's 2.5 % would be exact too.
const BASIS_POINTS = 10_000

/** The order line that carries fees: spec 2 names it and hides it from an order's items. */
export const SERVICE_FEE_LINE = 'service_fee'

const basisPointsOf = (feePercentage: number) => Math.round(feePercentage * 100)

/** The fee on `base` baisa paid through a provider charging `feePercentage` percent. */
export function feeOf(base: number, feePercentage: number): number {
  const points = basisPointsOf(feePercentage)
  if (!(base > 0) || !(points > 0)) return 0
  return Math.floor((base * points + BASIS_POINTS / 2) / BASIS_POINTS)
}

// Amounts are OMR with three decimals, truncated (never rounded up), with thousands
// separators and Western digits in both languages. The separators are put in by hand: the
// first Intl.NumberFormat of a page loads the engine's locale data, a long task on a phone (about
// 90 ms on this machine, measured in the home page's profile) before the first price shows.
const thousands = /\B(?=(\d{3})+(?!\d))/g

export function truncateDecimals(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return (0).toFixed(decimals)
  // toFixed(6) first absorbs binary noise (1.005 is stored as 1.00499999...), then cut.
  const fixed = Math.abs(value).toFixed(6)
  const [whole = '0', fraction = ''] = fixed.split('.')
  const cut = fraction.slice(0, decimals)
  const sign = value < 0 && /[1-9]/.test(whole + cut) ? '-' : ''
  return `${sign}${whole}${decimals > 0 ? '.' + cut : ''}`
}

export function formatNumber(value: number, decimals = 0): string {
  const truncated = truncateDecimals(value, decimals)
  const negative = truncated.startsWith('-')
  const [whole = '0', fraction] = truncated.replace('-', '').split('.')
  const grouped = whole.replace(thousands, ',')
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? '.' + fraction : ''}`
}

export function formatOmr(value: number): string {
  return formatNumber(value, 3)
}

// "12.500 OMR": the currency code stays Latin in Arabic too, as on receipts in Oman.
export function formatOmrWithUnit(value: number): string {
  return `${formatOmr(value)} OMR`
}

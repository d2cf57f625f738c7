// The one way an amount is written (decision 240): OMR with three decimals, truncated (never
// rounded up), thousands separators, Western digits, and "OMR" after the number, in both
// languages; on a screen the whole "12.500 OMR" is one left-to-right run, in a sentence it is
// isolated so Arabic text around it never moves the currency to the other side. The separators
// are put in by hand: the first Intl.NumberFormat of a page loads the engine's locale data, a
// long task on a phone (about 90 ms on this machine, measured in the home page's profile) before
// the first price shows.
const thousands = /\B(?=(\d{3})+(?!\d))/g

const CURRENCY = 'OMR'

export function truncateDecimals(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return (0).toFixed(decimals)
  // toFixed(6) first absorbs binary noise (1.005 is stored as 1.00499999...), then cut.
  const fixed = Math.abs(value).toFixed(6)
  const [whole = '0', fraction = ''] = fixed.split('.')
  const cut = fraction.slice(0, decimals)
  const sign = value < 0 && /[1-9]/.test(whole + cut) ? '-' : ''
  return `${sign}${whole}${decimals > 0 ? '.' + cut : ''}`
}

function grouped(truncated: string): string {
  const negative = truncated.startsWith('-')
  const [whole = '0', fraction] = truncated.replace('-', '').split('.')
  const digits = whole.replace(thousands, ',')
  return `${negative ? '-' : ''}${digits}${fraction !== undefined ? '.' + fraction : ''}`
}

export function formatNumber(value: number, decimals = 0): string {
  return grouped(truncateDecimals(value, decimals))
}

/** OMR as the wire carries it (a number with up to three decimals). */
export function formatOmr(value: number): string {
  return formatNumber(value, 3)
}

/** Whole baisa, exactly: no floating point between the integer and its text. */
export function formatBaisa(baisa: number): string {
  const whole = Math.trunc(Math.abs(baisa) / 1000)
  const fraction = String(Math.abs(Math.trunc(baisa)) % 1000).padStart(3, '0')
  return grouped(`${baisa < 0 && baisa <= -1 ? '-' : ''}${whole}.${fraction}`)
}

// "12.500 OMR": the currency code stays Latin in Arabic too, as on receipts in Oman.
export function formatOmrWithUnit(value: number): string {
  return `${formatOmr(value)} ${CURRENCY}`
}

export function formatBaisaWithUnit(baisa: number): string {
  return `${formatBaisa(baisa)} ${CURRENCY}`
}

// Inside a sentence (a toast, a server message): a left-to-right isolate (U+2066 … U+2069), so in
// Arabic the number and "OMR" stay in the same order as everywhere else.
export function baisaInText(baisa: number): string {
  return `\u2066${formatBaisaWithUnit(baisa)}\u2069`
}

/** A percentage as a discount badge writes it: up to two decimals, no trailing zeros. */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 2).replace(/\.?0+$/, '')}%`
}

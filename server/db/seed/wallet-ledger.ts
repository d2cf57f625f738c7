// The demo customer's wallet history. Fixed events (order payments and refunds) sit at their
// dates; between them the customer pays for services at centers, and tops the wallet up by
// card or Thawani whenever the balance would not cover the next payment. The last payment
// brings the balance to exactly the target, so the wallet page shows a round 25.000 OMR.
import type { Clock } from './clock.ts'
import type { Rng } from './prng.ts'
import type { WalletTransactionRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

export interface LedgerEvent {
  at: string
  type: 'CHARGE' | 'PAYMENT' | 'REFUND'
  /** Positive; the sign follows the type. */
  amount: number
  reason: string
  en: string
  ar: string
  gatewayId?: string
}

const topUps = [
  { gatewayId: 'dev-card', en: 'Wallet top-up by bank card', ar: 'شحن المحفظة بالبطاقة المصرفية' },
  { gatewayId: 'dev-wallet-pay', en: 'Wallet top-up via Thawani', ar: 'شحن المحفظة عبر ثواني' },
]

export function buildWalletLedger(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  wallet: { id: number; userId: number },
  fixed: LedgerEvent[],
  centers: { en: string; ar: string }[],
  target: number,
): void {
  const events = [...fixed]
  for (let i = 0; i < 20; i++) {
    const center = rng.pick(centers)
    events.push({
      at: clock.at(-rng.int(4, 175), rng.int(9, 21), rng.int(0, 59)),
      type: 'PAYMENT',
      amount: rng.int(15, 90) * 100,
      reason: 'service',
      en: `Service payment at ${center.en}`,
      ar: `دفع خدمة في ${center.ar}`,
    })
  }
  events.sort((a, b) => a.at.localeCompare(b.at))

  let balance = 0
  let topUpCount = 0
  const out: LedgerEvent[] = []
  let lastAt = ''
  const topUp = (before: string, atLeast: number) => {
    const amount =
      [rng.pick([10_000, 20_000, 50_000]), 20_000, 50_000].find((a) => a >= atLeast) ??
      Math.ceil(atLeast / 10_000) * 10_000
    const via = topUps[topUpCount++ % topUps.length] ?? topUps[0]
    // Top up some hours before the payment that needs it, but after the previous event.
    const due = Date.parse(before)
    const previous = lastAt ? Date.parse(lastAt) : 0
    const wanted = due - rng.int(2, 48) * 3_600_000
    const at = wanted > previous ? wanted : previous + (due - previous) / 2
    out.push({
      at: new Date(at).toISOString(),
      type: 'CHARGE',
      amount,
      reason: 'charge',
      en: via?.en ?? '',
      ar: via?.ar ?? '',
      gatewayId: via?.gatewayId,
    })
    balance += amount
  }
  const record = (event: LedgerEvent) => {
    if (event.type === 'PAYMENT' && balance < event.amount) topUp(event.at, event.amount - balance)
    balance += event.type === 'PAYMENT' ? -event.amount : event.amount
    out.push(event)
    lastAt = event.at
  }
  events.forEach(record)
  // Land on the target: small service payments over the last days, then one exact one.
  const center = centers[0] ?? { en: '', ar: '' }
  const servicePayment = (at: string, amount: number): LedgerEvent => ({
    at,
    type: 'PAYMENT',
    amount,
    reason: 'service',
    en: `Service payment at ${center.en}`,
    ar: `دفع خدمة في ${center.ar}`,
  })
  if (balance < target + 1000) topUp(clock.at(-3, 9), target + 1000 - balance)
  for (const day of [3, 2]) {
    if (balance - target > 9000)
      record(servicePayment(clock.at(-day, 17, rng.int(0, 59)), rng.int(30, 80) * 100))
  }
  record(servicePayment(clock.at(-1, 19, 10), balance - target))

  let running = 0
  for (const event of out) {
    const change = event.type === 'PAYMENT' ? -event.amount : event.amount
    running += change
    const row: WalletTransactionRow = {
      id: t.wallet_transactions.length + 1,
      wallet_id: wallet.id,
      changed_amount: change,
      balance: running,
      type: event.type,
      reason: event.reason,
      description_en: event.en,
      description_ar: event.ar,
      gateway_id: event.gatewayId ?? (event.type === 'PAYMENT' ? 'WALLET' : null),
      created_at: event.at,
    }
    t.wallet_transactions.push(row)
  }
  t.wallets.push({ id: wallet.id, user_id: wallet.userId, balance: running })
}

// The spec's four ways to pay, from the checkout's total, the wallet balance and the toggle:
//   free         nothing to pay: complete the checkout directly
//   wallet-all   the wallet covers it: a wallet transaction for all of it, then complete
//   wallet-part  the wallet covers part: a wallet transaction, then the gateway for the rest
//   gateway      no wallet: the gateway for all of it
// The wallet gives the smaller of its balance and the total. Amounts are OMR; the sums are made
// in baisa.
import { toBaisa, toOmr } from '#shared/domain/money.ts'

type PaymentCase = 'free' | 'wallet-all' | 'wallet-part' | 'gateway'

export interface PaymentPlan {
  case: PaymentCase
  /** OMR from the wallet. */
  wallet: number
  /** OMR left for the gateway: the payable amount shown. */
  gateway: number
}

export function paymentPlan(total: number, balance: number, useWallet: boolean): PaymentPlan {
  const due = Math.max(0, toBaisa(total))
  if (due === 0) return { case: 'free', wallet: 0, gateway: 0 }
  const wallet = useWallet ? Math.max(0, Math.min(toBaisa(balance), due)) : 0
  const rest = due - wallet
  const plan = { wallet: toOmr(wallet), gateway: toOmr(rest) }
  if (wallet === 0) return { case: 'gateway', ...plan }
  return { case: rest === 0 ? 'wallet-all' : 'wallet-part', ...plan }
}

/** The pay button: never while paying, and not without a way to pay what is left. */
export function canPay(plan: PaymentPlan, gatewayChosen: boolean, processing: boolean): boolean {
  if (processing) return false
  return plan.gateway === 0 || gatewayChosen
}

// What is still due: the total less what gateways already took for this checkout (a payment
// that went through before its order could be completed counts).
export function amountDue(checkout: {
  totalPrice: { gross: { amount: number } }
  totalBalance: { amount: number }
}): { due: number; paid: number } {
  const total = toBaisa(checkout.totalPrice.gross.amount)
  const due = Math.max(0, Math.min(total, -toBaisa(checkout.totalBalance.amount)))
  return { due: toOmr(due), paid: toOmr(total - due) }
}

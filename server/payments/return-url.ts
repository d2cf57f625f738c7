// Where the gateway sends the person back to, like a hosted payment page does: a wallet top-up
// to the app's payment outcome screens, a checkout payment to its result page, which finishes
// the order on success; an unpaid order's payment to the same page, naming the order.
import { toGlobalId } from '../lib/global-id.ts'
import type { PaymentTransaction } from './transactions.ts'

const walletPages = {
  succeeded: '/payment/done',
  failed: '/payment/error',
  canceled: '/payment/cancel',
} as const

export function returnUrl(transaction: PaymentTransaction): string {
  // A payment left open counts as abandoned: nothing was paid.
  const status = transaction.status === 'pending' ? 'canceled' : transaction.status
  if (transaction.kind === 'wallet_charge') {
    const query = new URLSearchParams({
      is_wallet_charge: 'true',
      psp_reference: transaction.pspReference,
    })
    return `${transaction.callbackHost}${walletPages[status]}?${query}`
  }
  const query = new URLSearchParams({
    redirect_status: status,
    ...(transaction.kind === 'order'
      ? { order_id: toGlobalId('Order', transaction.orderId ?? 0) }
      : { checkout_id: transaction.checkoutId ?? '' }),
    psp_reference: transaction.pspReference,
  })
  return `${transaction.callbackHost}/payment/result?${query}`
}

// Where the gateway sends the person back to, like a hosted payment page does: a wallet top-up
// to the app's payment outcome screens, a checkout payment to its result page, which finishes
// the order on success.
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
    checkout_id: transaction.checkoutId ?? '',
    psp_reference: transaction.pspReference,
  })
  return `${transaction.callbackHost}/payment/result?${query}`
}

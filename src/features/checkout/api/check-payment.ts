// The card payment the person was sent to pay, read back from the server before the order is
// completed (transactionProcess): a payment that failed or was canceled goes to its page
// instead of an attempt to complete.
import { TransactionProcessDocument } from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'

export type PaymentState = 'paid' | 'failed' | 'canceled' | 'unknown'

export async function checkPayment(transactionId: string): Promise<PaymentState> {
  const result = await commerceClient()
    .mutation(TransactionProcessDocument, { id: transactionId })
    .toPromise()
  const event = result.data?.transactionProcess?.transactionEvent?.type
  if (event === 'CHARGE_SUCCESS') return 'paid'
  if (event === 'CHARGE_FAILURE') return 'failed'
  if (event === 'CANCEL_SUCCESS') return 'canceled'
  return 'unknown'
}

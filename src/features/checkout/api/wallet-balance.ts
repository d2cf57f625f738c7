// The person's wallet balance, as the payment step offers it (never below zero).
import { PaymentWalletBalanceDocument } from '../../../api/generated/wallet.ts'
import { walletClient } from '../../../api/graphql.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'

export async function paymentWalletBalance(): Promise<number> {
  const result = await walletClient.query(PaymentWalletBalanceDocument, {}).toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  return Math.max(result.data?.wallet?.balance ?? 0, 0)
}

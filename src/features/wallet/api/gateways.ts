// The gateways the wallet can be charged with, and charging it: on success the person goes to
// the gateway's page, which brings them back to /payment/done when they have paid.
import { walletClient } from '../../../api/graphql.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'
import {
  ChargeWalletDocument,
  ChargeWalletGatewaysDocument,
  type ChargeWalletGatewaysQuery,
} from '../../../api/generated/wallet.ts'
import { readQuery } from '../../../api/warm-read.ts'

export type ChargeGateway = ChargeWalletGatewaysQuery['chargeWalletAvailableGateways'][number]

export async function chargeGateways(): Promise<ChargeGateway[]> {
  const result = await walletClient.query(ChargeWalletGatewaysDocument, {}).toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  return result.data?.chargeWalletAvailableGateways ?? []
}

export type ChargeOutcome = { url: string } | { message: string | null }

export async function chargeWallet(amount: number, gatewayId: string): Promise<ChargeOutcome> {
  const result = await walletClient
    .mutation(ChargeWalletDocument, {
      amount,
      gatewayId,
      callbackHost: window.location.origin,
    })
    .toPromise()
  if (result.error) return { message: new GraphqlFailure(result.error).serverMessage }
  const answer = result.data?.chargeWallet.result
  if (answer?.success && answer.url) return { url: answer.url }
  return { message: answer?.message ?? null }
}

// What /my-cards and the add-funds drawer read; /my-cards's loader starts it (decision 281).
export const gatewaysRead = () => readQuery('wallet:gateways', chargeGateways)

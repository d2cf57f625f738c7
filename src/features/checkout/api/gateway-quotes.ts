// What each payment option would charge for the part left to the gateway: its fee on that part
// and the part with the fee, as the server computes them (paymentGatewayInitialize with an
// amount). The payment step shows these figures and sends exactly the chosen one.
import { CombinedError } from 'urql'
import { PaymentGatewayInitializeDocument } from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'
import { readQuery } from '../../../api/warm-read.ts'
import { toBaisa } from '#shared/domain/money.ts'

export interface GatewayQuote {
  /** The provider's fee, OMR. */
  fee: number
  /** What the gateway will be asked for: the part and its fee, OMR. */
  amount: number
}

const numberIn = (data: Record<string, unknown>, key: string): number | null => {
  const value = data[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

async function gatewayQuotes(
  checkoutId: string,
  part: number,
  gatewayIds: readonly string[],
): Promise<Map<string, GatewayQuote>> {
  const result = await commerceClient()
    .mutation(PaymentGatewayInitializeDocument, {
      id: checkoutId,
      amount: part,
      paymentGateways: gatewayIds.map((id) => ({ id })),
    })
    .toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  const payload = result.data?.paymentGatewayInitialize
  const refused = payload?.errors[0]
  if (!payload?.gatewayConfigs || refused) {
    // The server's refusal (the amount is no longer what is due) is what the person reads.
    throw new GraphqlFailure(new CombinedError({ graphQLErrors: [refused?.message ?? ''] }))
  }
  const quotes = new Map<string, GatewayQuote>()
  for (const config of payload.gatewayConfigs) {
    const data = (config.data ?? {}) as Record<string, unknown>
    // A gateway that says nothing of a fee (a Saleor payment app without one) charges the part.
    const fee = numberIn(data, 'fee') ?? 0
    quotes.set(config.id, { fee, amount: numberIn(data, 'amount') ?? part + fee })
  }
  return quotes
}

/** The quotes as the payment step reads them, named by what they depend on. */
export const gatewayQuotesRead = (
  checkoutId: string,
  part: number,
  gatewayIds: readonly string[],
) =>
  readQuery(`checkout:gateway-quotes:${checkoutId}:${toBaisa(part)}:${gatewayIds.join()}`, () =>
    gatewayQuotes(checkoutId, part, gatewayIds),
  )

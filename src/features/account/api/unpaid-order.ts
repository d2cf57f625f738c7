// Paying or canceling an unpaid order from its page (decision 266): the ways to pay it
// (paymentGatewayInitialize with the order's id), a new hosted payment for what is left
// (transactionInitialize with the order's id, Saleor's flow for paying an order), and
// orderCancel. Failures carry the server's words.
import {
  OrderCancelDocument,
  OrderPaymentGatewaysDocument,
  OrderPaymentStartDocument,
} from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'

export interface OrderGateway {
  id: string
  name: string
  logo: string | null
}

const WALLET_GATEWAY = 'WALLET'

/** A refusal in the server's words (an errors list), as a failure the screens show. */
export class OrderRefused extends Error {}

export async function orderGateways(orderId: string): Promise<OrderGateway[]> {
  const result = await commerceClient()
    .mutation(OrderPaymentGatewaysDocument, { id: orderId })
    .toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  const answer = result.data?.paymentGatewayInitialize
  if (!answer || answer.errors.length > 0) throw new OrderRefused(answer?.errors[0]?.message ?? '')
  return (answer.gatewayConfigs ?? [])
    .filter((config) => config.id !== WALLET_GATEWAY && (config.errors ?? []).length === 0)
    .map((config) => {
      const data = (config.data ?? {}) as { name?: string; logo?: string | null }
      return { id: config.id, name: data.name ?? config.id, logo: data.logo ?? null }
    })
}

/** The gateway's page to send the person to. */
export async function startOrderPayment(orderId: string, gatewayId: string): Promise<string> {
  const result = await commerceClient()
    .mutation(OrderPaymentStartDocument, {
      id: orderId,
      paymentGateway: {
        id: gatewayId,
        data: { gateway_id: gatewayId, callback_host: window.location.origin },
      },
    })
    .toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  const answer = result.data?.transactionInitialize
  const data = (answer?.data ?? null) as { url?: string | null; message?: string } | null
  if (!answer || answer.errors.length > 0 || !data?.url) {
    throw new OrderRefused(answer?.errors[0]?.message || data?.message || '')
  }
  return data.url
}

export async function cancelOrder(orderId: string): Promise<void> {
  const result = await commerceClient().mutation(OrderCancelDocument, { id: orderId }).toPromise()
  if (result.error) throw new GraphqlFailure(result.error)
  const errors = result.data?.orderCancel?.errors ?? []
  if (errors.length > 0) throw new OrderRefused(errors[0]?.message ?? '')
}

// Charging the wallet: the gateways that can, and chargeWallet, which starts a payment on the
// development gateway and gives the page to send the person to. The wallet is credited only
// when the gateway's Pay is pressed (server/payments).
import { pick } from '../../lib/language.ts'
import { exactBaisa } from '#shared/domain/money.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'
import { GATEWAY_LIMITS, withinLimits } from '#shared/domain/payment-limits.ts'
import { paymentGateways, startHostedPayment } from '../../payments/index.ts'
import type { MutationChargeWalletArgs } from '../generated/wallet.ts'
import type { GraphQLContext } from '../context.ts'
import { requireSignedIn } from '../require-signed-in.ts'
import { absoluteMediaUrl } from './media-url.ts'
import { msg } from '../../i18n/message.ts'
import { translate } from '../../i18n/translate.ts'

async function chargeWalletAvailableGateways(_: unknown, __: unknown, ctx: GraphQLContext) {
  requireSignedIn(ctx)
  const gateways = await paymentGateways(ctx.db, { devGateway: ctx.config.devPaymentGateway })
  const rows = gateways.filter((row) => row.wallet_chargeable && row.id !== 'WALLET')
  return rows.map((row) => ({
    id: row.id,
    name: pick(ctx.language, row.name, row.name_ar || row.name),
    logo: absoluteMediaUrl(row.logo_url, ctx.request),
  }))
}

const failure = (message: string) => ({
  result: { hasNavigation: false, success: false, message, url: null },
})

async function chargeWallet(_: unknown, args: MutationChargeWalletArgs, ctx: GraphQLContext) {
  const user = requireSignedIn(ctx)
  const amount = exactBaisa(args.amount)
  // Whole baisa within the gateway's limits, the same rules as the app's money field: 10.0005
  // OMR is not an amount anyone can pay, and nothing is rounded into one.
  if (amount === null || !withinLimits(amount, GATEWAY_LIMITS)) {
    const min = baisaInText(GATEWAY_LIMITS.min)
    const max = baisaInText(GATEWAY_LIMITS.max)
    return failure(
      translate(
        ctx.language,
        msg('Enter an amount from {min} to {max}, with at most three decimals.', { min, max }),
      ),
    )
  }
  const payment = await startHostedPayment(ctx.db, ctx.request, {
    kind: 'wallet_charge',
    userId: user.id,
    gatewayId: args.gatewayId,
    amount,
    callbackHost: args.callbackHost,
    language: ctx.language,
    devGateway: ctx.config.devPaymentGateway,
  })
  if (!payment.ok) return failure(payment.message)
  return { result: { hasNavigation: true, success: true, message: null, url: payment.url } }
}

export const chargeResolvers = {
  Query: { chargeWalletAvailableGateways },
  Mutation: { chargeWallet },
}

// Paying and completing: paymentGatewayInitialize (the gateways' settings), transactionInitialize
// (the wallet's authorization, or a hosted payment on a card gateway), transactionProcess (a
// transaction's state read back) and checkoutComplete (the order, once).
import { pick } from '../../../lib/language.ts'
import { notifyCustomer } from '../../../push/customer-notices.ts'
import { exactBaisa, toOmr } from '#shared/domain/money.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'
import { feeOf } from '#shared/domain/payment-fee.ts'
import { findOpenCheckout } from '../../../checkout/checkout-data.ts'
import {
  authorizeWallet,
  gatewayMessage,
  paidByGateways,
  PaymentProblem,
  processTransaction,
  startGatewayPayment,
  transactionAmounts,
  WALLET_GATEWAY,
  walletMessage,
  type StartedPayment,
} from '../../../checkout/checkout-payments.ts'
import {
  idempotencyKeyOf,
  rememberKey,
  sameAttempt,
  transactionOfKey,
} from '../../../checkout/payment-idempotency.ts'
import { CheckoutFailure } from '../../../checkout/checkout-problems.ts'
import { gatewayQuote } from '../../../checkout/checkout-money.ts'
import { voucherProblemMessage, voucherUsageProblem } from '../../../checkout/voucher-rules.ts'
import { usedByCustomer } from '../../../checkout/voucher-usage.ts'
import { loadCheckoutState, type CheckoutState } from '../../../checkout/checkout-state.ts'
import type { Db } from '../../../db/database.ts'
import { completeCheckout, orderMetadata } from '../../../checkout/complete-checkout.ts'
import {
  gatewayUrl,
  paymentGateways,
  requestOrigin,
  type PaymentTransaction,
} from '../../../payments/index.ts'
import type {
  MutationCheckoutCompleteArgs,
  MutationPaymentGatewayInitializeArgs,
  MutationTransactionInitializeArgs,
  MutationTransactionProcessArgs,
} from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { money } from '../catalog/money.ts'
import { orderNodes } from '../account/orders.ts'
import { orderOfUser } from '../account/orders-data.ts'
import { toGlobalId } from '../global-id.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { checkoutUuid, pkFromGlobalId } from './checkout-access.ts'
import { findUnpaidOrder, notPayable, startOrderPayment } from '../../../checkout/unpaid-orders.ts'
import { msg } from '../../../i18n/message.ts'
import { translate } from '../../../i18n/translate.ts'

const notFoundMessage = (ctx: GraphQLContext) =>
  translate(ctx.language, msg('This cart no longer exists. It may have been completed or emptied.'))

async function paymentGatewayInitialize(
  _: unknown,
  args: MutationPaymentGatewayInitializeArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const uuid = checkoutUuid(args.id)
  // A checkout, or an unpaid order of the person's (paid again from its page, decision 266).
  const orderId = pkFromGlobalId(args.id, 'Order')
  const checkout = uuid ? await findOpenCheckout(ctx.db, user.id, uuid) : undefined
  const order =
    !uuid && orderId !== null ? await findUnpaidOrder(ctx.db, user.id, orderId) : undefined
  if (!checkout && !order) {
    return {
      gatewayConfigs: null,
      errors: [{ field: 'id', message: notFoundMessage(ctx), code: 'NOT_FOUND' }],
    }
  }
  // The part each gateway would be asked for (the amount given, else what is open after the
  // wallet's authorization), and each gateway's fee on it: the app shows these, never its own.
  // An unpaid order is paid for what is left of its total as placed, with no fee on top.
  let open: number
  let base: number
  if (checkout) {
    const state = await loadCheckoutState(ctx.db, checkout)
    open = Math.max(state.money.total - (await paidByGateways(ctx.db, checkout.id)), 0)
    const asked = amountOf(args.amount)
    base =
      asked === 'invalid' ? open + 1 : (asked ?? gatewayQuote(open, checkout.wallet_amount, 0).base)
  } else {
    open = Math.max(order!.total - order!.total_charged, 0)
    base = open
  }
  if (base > open) {
    return {
      gatewayConfigs: null,
      errors: [
        {
          field: 'amount',
          message: translate(
            ctx.language,
            msg('The amount to pay is at most {open}.', { open: baisaInText(open) }),
          ),
          code: 'INVALID',
        },
      ],
    }
  }
  const gateways = await paymentGateways(ctx.db, { devGateway: ctx.config.devPaymentGateway })
  const wanted = args.paymentGateways?.map((gateway) => gateway.id) ?? gateways.map((g) => g.id)
  return {
    gatewayConfigs: wanted.map((id) => {
      const gateway = gateways.find((candidate) => candidate.id === id)
      if (!gateway) {
        return {
          id,
          data: null,
          errors: [
            {
              field: 'id',
              message: translate(ctx.language, msg('This payment method is not available.')),
              code: 'NOT_FOUND',
            },
          ],
        }
      }
      const fee =
        gateway.id === WALLET_GATEWAY || !checkout ? 0 : feeOf(base, gateway.fee_percentage)
      return {
        id,
        data: {
          name: pick(ctx.language, gateway.name, gateway.name_ar || gateway.name),
          logo: gateway.logo_url,
          fee_percentage: gateway.fee_percentage,
          // OMR, as money travels: the fee on the part, and the part with it (what the
          // gateway will be asked for).
          fee: toOmr(fee),
          amount: toOmr(base + fee),
        },
        errors: [],
      }
    }),
    errors: [],
  }
}

function transactionNode(transaction: PaymentTransaction, currency: string) {
  const amounts = transactionAmounts(transaction)
  return {
    __typename: 'TransactionItem',
    id: toGlobalId('TransactionItem', transaction.id),
    pspReference: transaction.pspReference,
    authorizedAmount: money(amounts.authorized, currency),
    authorizePendingAmount: money(0, currency),
    chargedAmount: money(amounts.charged, currency),
    refundedAmount: money(0, currency),
  }
}

function startedAnswer(started: StartedPayment, currency: string, message: string) {
  return {
    transaction: transactionNode(started.transaction, currency),
    transactionEvent: {
      type: started.event,
      pspReference: started.transaction.pspReference,
      message,
    },
    data: started.data,
    errors: [],
  }
}

function refused(field: string, code: string, message: string) {
  return {
    transaction: null,
    transactionEvent: null,
    data: { success: false, url: null, message },
    errors: [{ field, message, code }],
  }
}

// Whole baisa, positive: anything else is not an amount anyone can pay.
function amountOf(amount: number | null | undefined): number | null | 'invalid' {
  if (amount === null || amount === undefined) return null
  const baisa = exactBaisa(amount)
  return baisa !== null && baisa > 0 ? baisa : 'invalid'
}

function dataField(data: unknown, key: string): string | null {
  if (typeof data !== 'object' || data === null) return null
  const value = (data as Record<string, unknown>)[key]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

async function transactionInitialize(
  _: unknown,
  args: MutationTransactionInitializeArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const amount = amountOf(args.amount)
  if (amount === 'invalid') {
    return refused('amount', 'INVALID', translate(ctx.language, msg('The amount is not valid.')))
  }
  const gatewayId = dataField(args.paymentGateway.data, 'gateway_id') ?? args.paymentGateway.id
  const orderId = pkFromGlobalId(args.id, 'Order')
  if (orderId !== null) return initializeOrderPayment(orderId, gatewayId, args, ctx)
  try {
    const key = idempotencyKeyOf(args.idempotencyKey, ctx.language)
    return await ctx.db.transaction(async (tx) => {
      const uuid = checkoutUuid(args.id)
      // Locked: two requests with one key, at once, are answered one after the other.
      const row = uuid ? await findOpenCheckout(tx, user.id, uuid, { lock: true }) : undefined
      if (!row) throw new PaymentProblem('NOT_FOUND', 'id', notFoundMessage(ctx))
      const state = await loadCheckoutState(tx, row)
      const currency = state.channel.currency_code
      const earlier = key ? await transactionOfKey(tx, row.id, key) : null
      if (earlier) {
        sameAttempt(earlier, gatewayId, amount, ctx.language)
        const again = repeated(earlier, ctx)
        return startedAnswer(again, currency, again.data.message)
      }
      const started = await startTransaction(tx, state, gatewayId, amount, args, ctx)
      if (key) await rememberKey(tx, started.transaction.id, key)
      return startedAnswer(started, currency, started.data.message)
    })
  } catch (error) {
    if (error instanceof PaymentProblem) return refused(error.field, error.code, error.message)
    throw error
  }
}

// An unpaid order's new payment: a hosted one for what is left (decision 266).
async function initializeOrderPayment(
  orderId: number,
  gatewayId: string,
  args: MutationTransactionInitializeArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const callbackHost = dataField(args.paymentGateway.data, 'callback_host') ?? ''
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await findUnpaidOrder(tx, user.id, orderId, { lock: true })
      if (!order) throw notPayable(ctx.language)
      const started = await startOrderPayment(
        tx,
        ctx.request,
        { ...order, userId: user.id },
        {
          gatewayId,
          callbackHost,
          language: ctx.language,
          devGateway: ctx.config.devPaymentGateway,
        },
      )
      return startedAnswer(started, 'OMR', started.data.message)
    })
  } catch (error) {
    if (error instanceof PaymentProblem) return refused(error.field, error.code, error.message)
    throw error
  }
}

// The same answer again for a repeated key: the wallet's part, or the same gateway page.
function repeated(transaction: PaymentTransaction, ctx: GraphQLContext): StartedPayment {
  const wallet = transaction.gatewayId === WALLET_GATEWAY
  return {
    transaction,
    event: transactionAmounts(transaction).event,
    data: {
      success: true,
      url: wallet
        ? null
        : gatewayUrl(requestOrigin(ctx.request), transaction.pspReference, ctx.language),
      message: wallet
        ? walletMessage(transaction.amount, ctx.language)
        : gatewayMessage(ctx.language),
    },
  }
}

async function startTransaction(
  tx: Db,
  state: CheckoutState,
  gatewayId: string,
  amount: number | null,
  args: MutationTransactionInitializeArgs,
  ctx: GraphQLContext,
): Promise<StartedPayment> {
  // No money is taken for an order its promo code can no longer be used for.
  if (state.voucher) {
    const used = await usedByCustomer(tx, state.voucher.code, state.row.user_id)
    const problem = voucherUsageProblem(state.voucher, used)
    if (problem) {
      throw new PaymentProblem(
        'INVALID',
        'promoCode',
        voucherProblemMessage(problem, state.voucher, ctx.language),
      )
    }
  }
  if (gatewayId === WALLET_GATEWAY) return authorizeWallet(tx, state, amount, ctx.language)
  const callbackHost = dataField(args.paymentGateway.data, 'callback_host')
  if (!callbackHost) {
    throw new PaymentProblem(
      'INVALID',
      'paymentGateway',
      translate(ctx.language, msg('The payment cannot return to the app.')),
    )
  }
  return startGatewayPayment(tx, ctx.request, state, {
    gatewayId,
    amount,
    callbackHost,
    language: ctx.language,
    devGateway: ctx.config.devPaymentGateway,
  })
}

async function transactionProcess(
  _: unknown,
  args: MutationTransactionProcessArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const decoded = args.id ? Buffer.from(args.id, 'base64').toString('utf8') : ''
  const id = /^TransactionItem:(.+)$/.exec(decoded)?.[1] ?? ''
  try {
    const processed = await processTransaction(ctx.db, user.id, id, ctx.language)
    const currency = 'OMR'
    return {
      transaction: transactionNode(processed.transaction, currency),
      transactionEvent: {
        type: processed.event,
        pspReference: processed.transaction.pspReference,
        message: processed.message,
      },
      data: { status: processed.transaction.status },
      errors: [],
    }
  } catch (error) {
    if (!(error instanceof PaymentProblem)) throw error
    return {
      transaction: null,
      transactionEvent: null,
      data: null,
      errors: [{ field: error.field, message: error.message, code: error.code }],
    }
  }
}

async function checkoutComplete(
  _: unknown,
  args: MutationCheckoutCompleteArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  const uuid = checkoutUuid(args.id ?? args.token)
  const failed = (errors: unknown[]) => ({
    order: null,
    confirmationNeeded: false,
    confirmationData: null,
    errors,
  })
  if (!uuid)
    return failed([{ field: 'id', message: notFoundMessage(ctx), code: 'NOT_FOUND', lines: null }])
  try {
    const completed = await completeCheckout(ctx.db, {
      userId: user.id,
      checkoutId: uuid,
      metadata: orderMetadata(args.metadata),
      language: ctx.language,
    })
    if (completed.notice) await notifyCustomer(ctx, user.id, completed.notice)
    const order = await orderOfUser(ctx.db, user.id, completed.orderId)
    if (!order) throw new Error(`Order ${completed.orderId} is not ${user.id}'s`)
    const [node] = await orderNodes(ctx, [order])
    return {
      order: node,
      confirmationNeeded: false,
      confirmationData: null,
      errors: [],
    }
  } catch (error) {
    if (error instanceof CheckoutFailure) return failed(error.problems)
    throw error
  }
}

export const paymentMutations = {
  paymentGatewayInitialize,
  transactionInitialize,
  transactionProcess,
  checkoutComplete,
}

// The development payment gateway, as the rest of the backend uses it.
//
//   startHostedPayment(db, request, {kind, userId, checkoutId?, gatewayId, amount, callbackHost,
//     language, devGateway}) → {ok: true, transaction, url} | {ok: false, code, message}
//       Refused (GATEWAY_NOT_FOUND) when the development gateway is not mounted.
//       Checks the app's callback address, creates a pending `transactions` row and gives the
//       URL of the gateway's page (/gateway/{psp_reference}) to send the person to. Amount in
//       baisa. chargeWallet uses it with kind 'wallet_charge'; the checkout's
//       transactionInitialize with kind 'checkout' and the checkout id.
//   findTransaction(db, pspReference) / findTransactionById(db, id) → PaymentTransaction | null
//   succeededCheckoutPayments(db, checkoutId) → the checkout's payments that went through, for
//       checkoutComplete to compare with the amount due (status 'succeeded').
//   settleTransaction(db, pspReference, 'succeeded' | 'failed' | 'canceled')
//       What the page's buttons do; a wallet top-up is credited here, once.
//
// After Pay, Fail or Cancel the page redirects (303) to
//   wallet_charge: {callbackHost}/payment/done | /payment/error | /payment/cancel
//                  ?is_wallet_charge=true&psp_reference=…
//   checkout:      {callbackHost}/payment/result?redirect_status=succeeded|failed|canceled
//                  &checkout_id=…&psp_reference=…
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'
import { GATEWAY_LIMITS } from '#shared/domain/payment-limits.ts'
import { callbackOrigin, isAllowedCallback, requestOrigin } from './callback-host.ts'
import {
  createTransaction,
  PaymentError,
  type PaymentErrorCode,
  type PaymentTransaction,
  type NewTransaction,
} from './transactions.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export {
  createTransaction,
  findGateway,
  findTransaction,
  findTransactionById,
  paymentGateways,
  settleTransaction,
  succeededCheckoutPayments,
  type PaymentTransaction,
} from './transactions.ts'
export { requestOrigin } from './callback-host.ts'

export function gatewayUrl(gatewayOrigin: string, pspReference: string, language: Language) {
  return `${gatewayOrigin}/gateway/${encodeURIComponent(pspReference)}?lang=${language}`
}

export type HostedPaymentErrorCode = PaymentErrorCode | 'INVALID_CALLBACK_HOST'

export type HostedPayment =
  | { ok: true; transaction: PaymentTransaction; url: string }
  | { ok: false; code: HostedPaymentErrorCode; message: string }

const messages: Record<HostedPaymentErrorCode, Message> = {
  INVALID_CALLBACK_HOST: msg('The payment cannot return to this address.'),
  GATEWAY_NOT_FOUND: msg('This payment method is not available.'),
  INVALID_AMOUNT: msg('A card payment is from {min} to {max}.', {
    min: baisaInText(GATEWAY_LIMITS.min),
    max: baisaInText(GATEWAY_LIMITS.max),
  }),
  CHECKOUT_REQUIRED: msg('The checkout is missing.'),
  ORDER_REQUIRED: msg('The order is missing.'),
}

export function paymentErrorMessage(code: HostedPaymentErrorCode, language: Language): string {
  return translate(language, messages[code])
}

export async function startHostedPayment(
  db: Db,
  request: Request,
  input: NewTransaction & {
    language: Language
    // Whether the development gateway is mounted (DEV_PAYMENT_GATEWAY): the only hosted one.
    devGateway: boolean
  },
): Promise<HostedPayment> {
  if (!input.devGateway) {
    const code = 'GATEWAY_NOT_FOUND'
    return { ok: false, code, message: paymentErrorMessage(code, input.language) }
  }
  const origin = requestOrigin(request)
  const callback = callbackOrigin(input.callbackHost, origin)
  if (!callback || !isAllowedCallback(callback, origin)) {
    const code = 'INVALID_CALLBACK_HOST'
    return { ok: false, code, message: paymentErrorMessage(code, input.language) }
  }
  try {
    const { devGateway: _, ...details } = input
    const transaction = await createTransaction(db, { ...details, callbackHost: callback })
    return {
      ok: true,
      transaction,
      url: gatewayUrl(origin, transaction.pspReference, input.language),
    }
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error
    return { ok: false, code: error.code, message: paymentErrorMessage(error.code, input.language) }
  }
}

// /gateway/{psp_reference}: the development gateway's page, and its buttons. Each button posts
// (a link or a prefetch can never pay), settles the transaction once, and redirects to the app
// with 303, as a hosted gateway returns to the shop. The redirect goes only to an origin the
// gateway trusts, checked again here, where the browser itself named our host.
import { Hono, type Context } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import { orderPaidNoticeOf } from '../checkout/unpaid-orders.ts'
import { notifyCustomer, topUpNotice } from '../push/customer-notices.ts'
import { walletOf } from '../wallet/ledger.ts'
import { languageOf, type Language } from '../lib/language.ts'
import { isAllowedCallback, requestOrigin } from './callback-host.ts'
import { gatewayMessagePage, gatewayPage } from './gateway-page.ts'
import { returnUrl } from './return-url.ts'
import {
  findGateway,
  findTransaction,
  settleTransaction,
  type PaymentTransaction,
  type TransactionOutcome,
} from './transactions.ts'
import { msg } from '../i18n/message.ts'

const outcomes: Record<string, TransactionOutcome | null> = {
  pay: 'succeeded',
  fail: 'failed',
  cancel: 'canceled',
  return: null,
}

function languageOfRequest(c: Context): Language {
  const lang = c.req.query('lang')
  return lang === 'ar' || lang === 'en' ? lang : languageOf(c.req.header('accept-language'))
}

function html(c: Context, body: string, status: number, formTarget?: string) {
  return c.html(body, status as 200, {
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "img-src 'self'",
      `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  })
}

export function gatewayRoutes(deps: AppDeps) {
  const gateway = new Hono()
  const missing = (c: Context) =>
    html(c, gatewayMessagePage(languageOfRequest(c), msg('This payment does not exist.')), 404)
  const untrusted = (c: Context) =>
    html(
      c,
      gatewayMessagePage(
        languageOfRequest(c),
        msg('This payment cannot return to the address it was started from.'),
      ),
      400,
    )
  const trusted = (c: Context, transaction: PaymentTransaction) =>
    isAllowedCallback(transaction.callbackHost, requestOrigin(c.req.raw))

  gateway.get('/:psp', async (c) => {
    const transaction = await findTransaction(deps.db, c.req.param('psp'))
    if (!transaction) return missing(c)
    if (!trusted(c, transaction)) return untrusted(c)
    const language = languageOfRequest(c)
    const body = gatewayPage({
      transaction,
      gateway: await findGateway(deps.db, transaction.gatewayId),
      language,
    })
    return html(c, body, 200, transaction.callbackHost)
  })

  gateway.post('/:psp/:action', async (c) => {
    const action = c.req.param('action')
    if (!(action in outcomes)) return missing(c)
    const psp = c.req.param('psp')
    const found = await findTransaction(deps.db, psp)
    if (!found) return missing(c)
    if (!trusted(c, found)) return untrusted(c)
    const outcome = outcomes[action]
    const settled = outcome ? await settleTransaction(deps.db, psp, outcome) : null
    const transaction = settled?.transaction ?? found
    if (settled?.changed) {
      deps.log.info('payment.settled', {
        psp_reference: transaction.pspReference,
        kind: transaction.kind,
        status: transaction.status,
        amount: transaction.amount,
      })
      if (
        transaction.kind === 'order' &&
        transaction.status === 'succeeded' &&
        transaction.orderId !== null
      ) {
        const notice = await orderPaidNoticeOf(deps.db, transaction.orderId, transaction.amount)
        if (notice) await notifyCustomer(deps, transaction.userId, notice)
      }
      if (transaction.kind === 'wallet_charge' && transaction.status === 'succeeded') {
        const { balance } = await walletOf(deps.db, transaction.userId)
        await notifyCustomer(
          deps,
          transaction.userId,
          topUpNotice({ amount: transaction.amount, balance }),
        )
      }
    }
    return c.redirect(returnUrl(transaction), 303)
  })

  return gateway
}

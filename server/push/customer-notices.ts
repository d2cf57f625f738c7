// What the backend tells a customer on its own (decision 265): an order placed (and paid), an
// unpaid order paid later or canceled, a return accepted and refunded, a wallet top-up, a
// service recorded on their car. Each is written in both languages, links to where the person
// sees it (the order, the wallet, the bill), and goes the way every notification goes: stored,
// passed to the open apps, pushed to the devices. Telling never fails what it tells of: a
// failure to notify is logged, never thrown.
import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'
import { toOmr } from '#shared/domain/money.ts'
import type { AppDeps } from '../app-deps.ts'
import { toGlobalId } from '../lib/global-id.ts'
import { pushToDevices, storeAndPublish } from './send-notification.ts'
import { msg, type BothLanguages } from '../i18n/message.ts'
import { inBoth } from '../i18n/translate.ts'

type Words = BothLanguages

export interface Notice {
  subject: Words
  /** HTML, like every notification's message (the app sanitizes it). */
  message: Words
  link: string
}

// Amounts as the app writes them (one formatter for both).
const omr = (baisa: number) => formatOmrWithUnit(toOmr(baisa))

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const orderLink = (orderId: number) => `/my-order/${toGlobalId('Order', orderId)}`

export function orderPlacedNotice(order: {
  id: number
  number: number
  /** What was paid for it, wallet included (baisa); 0 for an order with nothing to pay. */
  paid: number
}): Notice {
  const n = order.number
  return {
    subject: inBoth(msg('Order #{n} placed', { n })),
    message: inBoth(
      order.paid > 0
        ? msg(
            '<p>Thank you! We received your payment of <b>{paid}</b> and are getting order #{n} ready.</p>',
            { paid: omr(order.paid), n },
          )
        : msg('<p>Thank you! We are getting order #{n} ready. There was nothing to pay.</p>', {
            n,
          }),
    ),
    link: orderLink(order.id),
  }
}

export function orderPaidNotice(order: { id: number; number: number; paid: number }): Notice {
  const n = order.number
  return {
    subject: inBoth(msg('Order #{n} paid', { n })),
    message: inBoth(
      msg(
        '<p>We received your payment of <b>{paid}</b> for order #{n}. We are getting it ready.</p>',
        {
          paid: omr(order.paid),
          n,
        },
      ),
    ),
    link: orderLink(order.id),
  }
}

export function orderCanceledNotice(order: { id: number; number: number }): Notice {
  const n = order.number
  return {
    subject: inBoth(msg('Order #{n} canceled', { n })),
    message: inBoth(msg('<p>You canceled order #{n}. Nothing was charged.</p>', { n })),
    link: orderLink(order.id),
  }
}

export function orderReturnedNotice(order: {
  id: number
  number: number
  product: Words
  quantity: number
  refund: number
}): Notice {
  const n = order.number
  const product = { en: escape(order.product.en), ar: escape(order.product.ar) }
  return {
    subject: inBoth(msg('Return for order #{n} accepted', { n })),
    message: inBoth(
      msg(
        '<p>We accepted your return of {quantity} × {product} and refunded <b>{refund}</b> to your <a href="/wallet/">wallet</a>.</p>',
        { quantity: order.quantity, product, refund: omr(order.refund) },
      ),
    ),
    link: orderLink(order.id),
  }
}

export function topUpNotice(topUp: { amount: number; balance: number }): Notice {
  return {
    subject: inBoth(msg('Money added to your wallet')),
    message: inBoth(
      msg('<p>We added <b>{amount}</b> to your wallet. Your balance is now {balance}.</p>', {
        amount: omr(topUp.amount),
        balance: omr(topUp.balance),
      }),
    ),
    link: '/wallet/',
  }
}

export function serviceRecordedNotice(bill: { token: string; center: Words }): Notice {
  const center = { en: escape(bill.center.en), ar: escape(bill.center.ar) }
  return {
    subject: inBoth(msg('Service recorded on your car')),
    message: inBoth(
      msg(
        '<p>{center} recorded a service on your car. Tell us how it went: rate it in a few seconds.</p>',
        { center },
      ),
    ),
    link: `/p/${encodeURIComponent(bill.token)}/`,
  }
}

/**
 * Stores a notice and passes it to the person's open apps before answering; the push to their
 * devices goes on after. Never throws: a failure is logged.
 */
export async function notifyCustomer(deps: AppDeps, userId: number, notice: Notice): Promise<void> {
  const failed = (error: unknown) =>
    deps.log.warn('notice.failed', {
      user: userId,
      subject: notice.subject.en,
      message: error instanceof Error ? error.message : String(error),
    })
  try {
    const row = await storeAndPublish(deps, {
      userId,
      subject: notice.subject.en,
      message: notice.message.en,
      arabic: { subject: notice.subject.ar, message: notice.message.ar },
      link: notice.link,
    })
    void pushToDevices(deps, row).catch(failed)
  } catch (error) {
    failed(error)
  }
}

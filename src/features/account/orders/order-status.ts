// Order and payment statuses: color-coded (done green, waiting amber, returned violet,
// failed or canceled red) and labelled by the translation keys order.{status}.
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus, PaymentChargeStatusEnum } from '../../../api/generated/commerce.ts'

export type StatusTone = 'done' | 'waiting' | 'returned' | 'failed' | 'neutral'

export const toneColor: Record<StatusTone, string> = {
  done: 'green',
  waiting: 'yellow',
  returned: 'violet',
  failed: 'red',
  neutral: 'gray',
}

export const orderStatusTone: Record<OrderStatus, StatusTone> = {
  FULFILLED: 'done',
  PARTIALLY_FULFILLED: 'waiting',
  UNFULFILLED: 'waiting',
  UNCONFIRMED: 'neutral',
  DRAFT: 'neutral',
  RETURNED: 'returned',
  PARTIALLY_RETURNED: 'returned',
  CANCELED: 'failed',
  EXPIRED: 'neutral',
}

export const paymentStatusTone: Record<PaymentChargeStatusEnum, StatusTone> = {
  FULLY_CHARGED: 'done',
  PARTIALLY_CHARGED: 'waiting',
  PENDING: 'waiting',
  NOT_CHARGED: 'neutral',
  PARTIALLY_REFUNDED: 'returned',
  FULLY_REFUNDED: 'returned',
  REFUSED: 'failed',
  CANCELLED: 'failed',
}

export interface StatusLabels {
  order: Record<OrderStatus, string>
  payment: Record<PaymentChargeStatusEnum, string>
}

export function useStatusLabels(): StatusLabels {
  const { t } = useLingui()
  const order: Record<OrderStatus, string> = {
    DRAFT: t({ id: 'order.DRAFT', message: 'Draft' }),
    UNCONFIRMED: t({ id: 'order.UNCONFIRMED', message: 'Awaiting confirmation' }),
    UNFULFILLED: t({ id: 'order.UNFULFILLED', message: 'Being prepared' }),
    PARTIALLY_FULFILLED: t({ id: 'order.PARTIALLY_FULFILLED', message: 'Partly delivered' }),
    PARTIALLY_RETURNED: t({ id: 'order.PARTIALLY_RETURNED', message: 'Partly returned' }),
    RETURNED: t({ id: 'order.RETURNED', message: 'Returned' }),
    FULFILLED: t({ id: 'order.FULFILLED', message: 'Delivered' }),
    CANCELED: t({ id: 'order.CANCELED', message: 'Canceled' }),
    EXPIRED: t({ id: 'order.EXPIRED', message: 'Expired' }),
  }
  const payment: Record<PaymentChargeStatusEnum, string> = {
    NOT_CHARGED: t({ id: 'order.NOT_CHARGED', message: 'Not paid' }),
    PENDING: t({ id: 'order.PENDING', message: 'Payment pending' }),
    PARTIALLY_CHARGED: t({ id: 'order.PARTIALLY_CHARGED', message: 'Partly paid' }),
    FULLY_CHARGED: t({ id: 'order.FULLY_CHARGED', message: 'Paid' }),
    PARTIALLY_REFUNDED: t({ id: 'order.PARTIALLY_REFUNDED', message: 'Partly refunded' }),
    FULLY_REFUNDED: t({ id: 'order.FULLY_REFUNDED', message: 'Refunded' }),
    REFUSED: t({ id: 'order.REFUSED', message: 'Payment failed' }),
    CANCELLED: t({ id: 'order.CANCELLED', message: 'Payment canceled' }),
  }
  return { order, payment }
}

// Under a cart line: whether the server has confirmed the person's change yet (waiting for a
// connection, being confirmed, or why it waits and until when), and what the server's answer
// changed (decision 290). Nothing the server changed is left untold.
import { Text } from '@mantine/core'
import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { baisaInText } from '#shared/domain/format-omr.ts'
import { toBaisa } from '#shared/domain/money.ts'
import type { CartNoticeRecord } from '../../db/index.ts'
import { formatDateTime } from '../../entities/format/date-time.ts'
import type { ShownLine } from '../../entities/cart/shown-cart.ts'
import { useOnline } from '../../lib/use-online.ts'
import classes from './cart.module.css'

const money = (omr: number | undefined) => baisaInText(toBaisa(omr ?? 0))

/** What the server's answer changed of a line, in the person's language. */
export function noticeText(notice: CartNoticeRecord): string {
  const { asked, kept } = notice
  const before = money(notice.before)
  const after = money(notice.after)
  const message = notice.message?.trim() ?? ''
  switch (notice.kind) {
    case 'out-of-stock':
      return kept > 0
        ? t`Out of stock now: your cart keeps ${kept}.`
        : t`Out of stock now: not added to your cart.`
    case 'less-stock':
      return t`Only ${kept} left: your cart has ${kept} instead of ${asked}.`
    case 'price-changed':
      return t`The price changed: ${before} is now ${after} each.`
    case 'discount-changed':
      return t`The discount changed: ${before} is now ${after} each.`
    case 'unavailable':
      return kept > 0
        ? t`No longer sold in your store location: your cart keeps ${kept}.`
        : t`No longer sold in your store location: not added to your cart.`
    case 'refused':
      // A product the cart does not have at all: say it was not added, not that it was not changed.
      if (kept === 0 && asked > 0) {
        return message
          ? t`Not added to your cart: ${message}`
          : t`Not added to your cart: the server refused it.`
      }
      return message ? t`Not changed: ${message}` : t`Not changed: the server refused this change.`
    case 'checkout-gone':
      return t`Your earlier cart was completed or replaced on another device. The changes made on this device are in a new cart.`
  }
}

function stateText(line: ShownLine, online: boolean, time: (at: number) => string): string {
  const change = line.change
  if (!change) return ''
  if (!online) return t`Not confirmed yet: waiting for a connection.`
  const failed = change.lastStatus !== null && change.lastStatus !== 401
  // Sent again after a try that failed: still said, until an answer comes.
  if (line.state === 'sending' && failed) {
    return change.lastStatus === 0
      ? t`Not confirmed yet: the server did not answer. Trying again…`
      : t`Not confirmed yet: the server could not take it. Trying again…`
  }
  if (line.state !== 'retrying') return t`Being confirmed with the server…`
  const next = time(change.nextAttemptAt)
  return change.lastStatus === 0
    ? t`Not confirmed yet: the server did not answer. Next try ${next}.`
    : t`Not confirmed yet: the server could not take it. Next try ${next}.`
}

export function CartLineStatus(props: { line: ShownLine; slow?: boolean }) {
  const { i18n } = useLingui()
  const online = useOnline()
  const { line } = props
  const state = props.slow
    ? t`Waiting for the server's answer…`
    : stateText(line, online, (at) => formatDateTime(new Date(at), i18n.locale))
  if (!state && line.notices.length === 0) return null
  return (
    <div className={classes.lineStatus}>
      {state && (
        <Text
          size="sm"
          className={classes.pending}
          role="status"
          data-testid="cart-line-state"
          data-state={props.slow ? 'slow' : online ? line.state : 'offline'}
        >
          {state}
        </Text>
      )}
      {line.notices.map((notice) => (
        <Text
          key={notice.key}
          size="sm"
          className={classes.notice}
          data-testid="cart-line-notice"
          data-kind={notice.kind}
        >
          {noticeText(notice)}
        </Text>
      ))}
    </div>
  )
}

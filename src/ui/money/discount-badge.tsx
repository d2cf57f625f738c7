import { useLingui } from '@lingui/react/macro'
import { formatOmrWithUnit, formatPercent } from '#shared/domain/format-omr.ts'
import type { DiscountBadgeValue } from '#shared/domain/price-rule.ts'
import classes from './discount-badge.module.css'

// The one discount badge (product cards, the product page, cart lines): the amount taken off for
// a fixed discount, else the share, always written as a reduction.
export function DiscountBadge(props: {
  badge: DiscountBadgeValue | null
  className?: string
  size?: 'md' | 'lg'
}) {
  const { t } = useLingui()
  const { badge } = props
  if (!badge) return null
  const text =
    badge.kind === 'fixed'
      ? `-${formatOmrWithUnit(badge.amount)}`
      : `-${formatPercent(badge.percent)}`
  return (
    <span
      className={`${classes.badge} ${props.className ?? ''}`}
      data-testid="discount-badge"
      data-kind={badge.kind}
      data-size={props.size ?? 'md'}
    >
      <span className="visually-hidden">{t`Discount`} </span>
      <span className="ltr-number" dir="ltr" data-amount>
        {text}
      </span>
    </span>
  )
}

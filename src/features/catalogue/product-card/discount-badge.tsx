import { useLingui } from '@lingui/react/macro'
import { formatNumber, formatOmr } from '#shared/domain/format-omr.ts'
import type { ProductView } from './product-view.ts'
import classes from './product-card.module.css'

// A fixed discount shows the amount taken off, a percentage discount the share.
export function DiscountBadge(props: { badge: ProductView['badge']; className?: string }) {
  const { t } = useLingui()
  const { badge } = props
  if (!badge) return null
  const text =
    badge.kind === 'fixed'
      ? `-${formatOmr(badge.amount)} OMR`
      : `-${formatNumber(badge.percent, 2).replace(/\.?0+$/, '')}%`
  return (
    <span
      className={`${classes.badge} ${props.className ?? ''}`}
      data-testid="discount-badge"
      data-kind={badge.kind}
    >
      <span className="visually-hidden">{t`Discount`} </span>
      <span className="ltr-number">{text}</span>
    </span>
  )
}

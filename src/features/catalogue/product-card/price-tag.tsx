import { Trans } from '@lingui/react/macro'
import { formatOmr } from '#shared/domain/format-omr.ts'
import type { ShownPrice } from '#shared/domain/price-rule.ts'
import { showsOriginalPrice } from './product-view.ts'
import classes from './product-card.module.css'

// The price paid in OMR, with the original price struck through when a discount applies.
export function PriceTag(props: { shown: ShownPrice; size?: 'md' | 'lg' }) {
  const { shown } = props
  return (
    <div className={classes.prices} data-size={props.size ?? 'md'}>
      {showsOriginalPrice(shown) && (
        <s className={classes.original} data-testid="original-price">
          <span className="visually-hidden">
            <Trans>Original price</Trans>{' '}
          </span>
          <span className="ltr-number">{formatOmr(shown.price)}</span>
        </s>
      )}
      <span className={classes.payable} data-testid="payable-price">
        <span className="ltr-number">{formatOmr(shown.payable)}</span>{' '}
        <span className={classes.currency}>OMR</span>
      </span>
    </div>
  )
}

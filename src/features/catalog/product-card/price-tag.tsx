import { Trans } from '@lingui/react/macro'
import { Amount } from '../../../ui/money/amount.tsx'
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
          <Amount value={shown.price} unit={false} />
        </s>
      )}
      <span className={classes.payable} data-testid="payable-price">
        <Amount value={shown.payable} unitClassName={classes.currency} />
      </span>
    </div>
  )
}

// The cart's totals: items, price, discount and tax (each only when above zero) and the payable.
import { useLingui } from '@lingui/react/macro'
import type { CartTotals } from '../../api/session-store.ts'
import { formatOmr } from '#shared/domain/format-omr.ts'
import classes from './cart.module.css'

function Row(props: { label: string; value: string; testId: string; total?: boolean }) {
  return (
    <div className={props.total ? `${classes.row} ${classes.total}` : classes.row}>
      <span>{props.label}</span>
      <span data-testid={props.testId}>
        <span className="ltr-number">{props.value}</span>
      </span>
    </div>
  )
}

export function CartSummary(props: { totals: CartTotals }) {
  const { t } = useLingui()
  const { totals } = props
  return (
    <section className={classes.summary} aria-label={t`Cart summary`} data-testid="cart-summary">
      <Row label={t`Number of items`} value={String(totals.totalQuantity)} testId="summary-items" />
      <Row label={t`Price`} value={`${formatOmr(totals.totalAmount)} OMR`} testId="summary-price" />
      {totals.discountAmount > 0 && (
        <Row
          label={t`Discount`}
          value={`${formatOmr(totals.discountAmount)} OMR`}
          testId="summary-discount"
        />
      )}
      {totals.taxAmount > 0 && (
        <Row label={t`Tax`} value={`${formatOmr(totals.taxAmount)} OMR`} testId="summary-tax" />
      )}
      <Row
        label={t`Payable`}
        value={`${formatOmr(totals.payableAmount)} OMR`}
        testId="summary-payable"
        total
      />
    </section>
  )
}

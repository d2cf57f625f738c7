// The cart's totals: items, price, discount and tax (each only when above zero) and the payable.
// While changes wait on the device they are the shown lines' sums, said to be an estimate: the
// server confirms prices and applies a promo code (decision 290).
import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { CartTotals } from '../../api/session-store.ts'
import { Amount } from '../../ui/money/amount.tsx'
import { SummaryRow as Row, summaryBoxClass } from '../../ui/money/summary-row.tsx'

export function CartSummary(props: { totals: CartTotals; estimate?: boolean }) {
  const { t } = useLingui()
  const { totals } = props
  return (
    <section className={summaryBoxClass} aria-label={t`Cart summary`} data-testid="cart-summary">
      <Row label={t`Number of items`}>
        <span className="ltr-number" data-testid="summary-items">
          {totals.totalQuantity}
        </span>
      </Row>
      <Row label={t`Price`}>
        <Amount value={totals.totalAmount} testId="summary-price" />
      </Row>
      {totals.discountAmount > 0 && (
        <Row label={t`Discount`}>
          <Amount value={totals.discountAmount} minus testId="summary-discount" />
        </Row>
      )}
      {totals.taxAmount > 0 && (
        <Row label={t`Tax`}>
          <Amount value={totals.taxAmount} testId="summary-tax" />
        </Row>
      )}
      <Row label={props.estimate ? t`Payable (estimate)` : t`Payable`} total>
        <Amount value={totals.payableAmount} testId="summary-payable" />
      </Row>
      {props.estimate && (
        <Text size="xs" c="dimmed" data-testid="summary-estimate">
          {t`Prices are confirmed by the server when your changes are.`}
        </Text>
      )}
    </section>
  )
}

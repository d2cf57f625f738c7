// What is paid: price, discount (catalog and promo code), shipping, tax (above zero only), the
// chosen payment option's fee (the server's figure, on the part it is paid), what the wallet pays
// when it is used, and the payable amount left: what the gateway will be asked for.
import type { ReactNode } from 'react'
import { Loader } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Percent } from '../../../ui/money/percent.tsx'
import type { CheckoutStepFieldsFragment } from '../../../api/generated/commerce.ts'
import { Amount } from '../../../ui/money/amount.tsx'
import type { PaymentPlan } from './payment-plan.ts'
import { SummaryRow, summaryBoxClass } from '../../../ui/money/summary-row.tsx'
import { toBaisa, toOmr } from '#shared/domain/money.ts'

function summaryAmounts(checkout: CheckoutStepFieldsFragment) {
  const price = checkout.lines.reduce(
    (sum, line) => sum + toBaisa(line.undiscountedTotalPrice.amount),
    0,
  )
  const subtotal = toBaisa(checkout.subtotalPrice.gross.amount)
  const voucher = toBaisa(checkout.discount?.amount ?? 0)
  return {
    price: toOmr(price),
    discount: toOmr(Math.max(0, price - subtotal + voucher)),
    shipping: checkout.shippingPrice.gross.amount,
    tax: checkout.totalPrice.tax.amount,
    total: checkout.totalPrice.gross.amount,
  }
}

function Row(props: {
  label: ReactNode
  amount: number
  testId: string
  minus?: boolean
  total?: boolean
}) {
  return (
    <SummaryRow label={props.label} total={props.total}>
      <Amount value={props.amount} minus={props.minus} testId={props.testId} />
    </SummaryRow>
  )
}

export function PaymentSummary(props: {
  checkout: CheckoutStepFieldsFragment
  plan: PaymentPlan
  paid: number
  /** The chosen option's fee, OMR (0 without one). */
  fee: number
  feePercentage: number
  /** What the gateway will be asked for, OMR: the plan's part and the fee. */
  payable: number
  updating: boolean
}) {
  const { t } = useLingui()
  const amounts = summaryAmounts(props.checkout)
  const percentage = <Percent value={props.feePercentage} />
  return (
    <section
      className={summaryBoxClass}
      aria-label={t`Order summary`}
      data-testid="payment-summary"
    >
      <Row label={t`Price`} amount={amounts.price} testId="payment-price" />
      {amounts.discount > 0 && (
        <Row label={t`Discount`} amount={amounts.discount} testId="payment-discount" minus />
      )}
      <Row label={t`Shipping`} amount={amounts.shipping} testId="payment-shipping" />
      {amounts.tax > 0 && <Row label={t`Tax`} amount={amounts.tax} testId="payment-tax" />}
      {props.fee > 0 && (
        <Row
          label={
            props.feePercentage > 0 ? <Trans>Payment fee ({percentage})</Trans> : t`Payment fee`
          }
          amount={props.fee}
          testId="payment-fee-amount"
        />
      )}
      {props.paid > 0 && (
        <Row label={t`Already paid`} amount={props.paid} testId="payment-paid" minus />
      )}
      {props.plan.wallet > 0 && (
        <Row label={t`Paid from wallet`} amount={props.plan.wallet} testId="payment-wallet" minus />
      )}
      {props.updating ? (
        <SummaryRow label={t`Payable`} total>
          <Loader
            size="sm"
            role="progressbar"
            aria-label={t`Updating the payable amount`}
            data-testid="payable-updating"
          />
        </SummaryRow>
      ) : (
        <Row label={t`Payable`} amount={props.payable} testId="payment-payable" total />
      )}
    </section>
  )
}

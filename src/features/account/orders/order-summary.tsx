import '@mantine/core/styles/Table.css'
import { Paper, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { Amount } from '../../../ui/money/amount.tsx'
import { formatDateTime } from '../../../entities/format/date-time.ts'
import { orderSummary, type OrderDetail } from './order-money.ts'
import { StatusBadges } from './status-badges.tsx'

function Row(props: { label: string; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <Table.Tr data-testid={props.testId}>
      <Table.Th fw={props.strong ? 700 : 500} c={props.strong ? undefined : 'dimmed'}>
        {props.label}
      </Table.Th>
      <Table.Td ta="end" fw={props.strong ? 700 : 500}>
        {props.children}
      </Table.Td>
    </Table.Tr>
  )
}

export function OrderSummaryCard(props: { order: OrderDetail }) {
  const { t } = useLingui()
  const { order } = props
  const sums = orderSummary(order)
  // Reductions (the discount, what the wallet paid) read as such, as in the cart and payment.
  // The service fee (the service_fee line: a payment provider's fee, a fitting at home) shows
  // only when the order has one.
  const amounts = [
    [t`Price`, sums.price, 'summary-price', false],
    [t`Discount`, sums.discount, 'summary-discount', true],
    [t`Tax`, sums.tax, 'summary-tax', false],
    [t`Shipping price`, sums.shipping, 'summary-shipping', false],
    ...(sums.fee > 0 ? ([[t`Service fee`, sums.fee, 'summary-fee', false]] as const) : []),
    [t`Wallet amount`, sums.wallet, 'summary-wallet', true],
  ] as const
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fw={700} mb="xs">{t`Order summary`}</Text>
      <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
        <Table.Tbody>
          <Row label={t`Order date`}>{formatDateTime(order.created, currentLanguage())}</Row>
          <Row label={t`Order number`} testId="summary-number">
            <span className="ltr-number">{order.number}</span>
          </Row>
          <Row label={t`Status`}>
            <StatusBadges status={order.status} paymentStatus={order.paymentStatus} end />
          </Row>
          {amounts.map(([label, value, testId, minus]) => (
            <Row key={testId} label={label} testId={testId}>
              <Amount value={value} minus={minus} />
            </Row>
          ))}
          <Row label={t`Payable amount`} testId="summary-payable" strong>
            <Amount value={sums.payable} />
          </Row>
          <Row label={t`Paid amount`} testId="summary-paid">
            <Amount value={sums.paid} />
          </Row>
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

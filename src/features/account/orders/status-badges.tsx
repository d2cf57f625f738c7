import '@mantine/core/styles/Badge.css'
import { Badge, Group } from '@mantine/core'
import type { OrderStatus, PaymentChargeStatusEnum } from '../../../api/generated/commerce.ts'
import { orderStatusTone, paymentStatusTone, toneColor, useStatusLabels } from './order-status.ts'

export function StatusBadges(props: {
  status: OrderStatus
  paymentStatus: PaymentChargeStatusEnum
  end?: boolean
}) {
  const labels = useStatusLabels()
  const badges = [
    {
      variant: 'light',
      tone: orderStatusTone[props.status],
      testId: 'order-status',
      status: props.status,
      label: labels.order[props.status],
    },
    {
      variant: 'outline',
      tone: paymentStatusTone[props.paymentStatus],
      testId: 'payment-status',
      status: props.paymentStatus,
      label: labels.payment[props.paymentStatus],
    },
  ] as const
  return (
    <Group gap={6} justify={props.end ? 'flex-end' : undefined}>
      {badges.map((badge) => (
        <Badge
          key={badge.testId}
          variant={badge.variant}
          color={toneColor[badge.tone]}
          data-testid={badge.testId}
          data-status={badge.status}
        >
          {badge.label}
        </Badge>
      ))}
    </Group>
  )
}

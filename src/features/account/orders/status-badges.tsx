import '@mantine/core/styles/Badge.css'
import { Badge, Group } from '@mantine/core'
import type { OrderStatus, PaymentChargeStatusEnum } from '../../../api/generated/commerce.ts'
import { orderStatusTone, paymentStatusTone, toneColour, useStatusLabels } from './order-status.ts'

export function StatusBadges(props: {
  status: OrderStatus
  paymentStatus: PaymentChargeStatusEnum
  end?: boolean
}) {
  const labels = useStatusLabels()
  return (
    <Group gap={6} justify={props.end ? 'flex-end' : undefined}>
      <Badge
        variant="light"
        color={toneColour[orderStatusTone[props.status]]}
        data-testid="order-status"
        data-status={props.status}
      >
        {labels.order[props.status]}
      </Badge>
      <Badge
        variant="outline"
        color={toneColour[paymentStatusTone[props.paymentStatus]]}
        data-testid="payment-status"
        data-status={props.paymentStatus}
      >
        {labels.payment[props.paymentStatus]}
      </Badge>
    </Group>
  )
}

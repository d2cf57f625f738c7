import '@mantine/core/styles/Badge.css'
import { Badge, Group } from '@mantine/core'
import type { OrderStatus, PaymentChargeStatusEnum } from '../../../api/generated/commerce.ts'
import {
  orderStatusTone,
  paymentStatusTone,
  toneColour,
  useStatusLabels,
  type StatusTone,
} from './order-status.ts'

function StatusBadge(props: {
  variant: 'light' | 'outline'
  tone: StatusTone
  testId: string
  status: string
  label: string
}) {
  return (
    <Badge
      variant={props.variant}
      color={toneColour[props.tone]}
      data-testid={props.testId}
      data-status={props.status}
    >
      {props.label}
    </Badge>
  )
}

export function StatusBadges(props: {
  status: OrderStatus
  paymentStatus: PaymentChargeStatusEnum
  end?: boolean
}) {
  const labels = useStatusLabels()
  return (
    <Group gap={6} justify={props.end ? 'flex-end' : undefined}>
      <StatusBadge
        variant="light"
        tone={orderStatusTone[props.status]}
        testId="order-status"
        status={props.status}
        label={labels.order[props.status]}
      />
      <StatusBadge
        variant="outline"
        tone={paymentStatusTone[props.paymentStatus]}
        testId="payment-status"
        status={props.paymentStatus}
        label={labels.payment[props.paymentStatus]}
      />
    </Group>
  )
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { Amount } from '../../../ui/money/amount.tsx'
import { formatDate } from '../../../entities/format/date-time.ts'
import { paidAmount } from './order-money.ts'
import { StatusBadges } from './status-badges.tsx'
import type { OrderCardData } from './use-my-orders.ts'

export type OrderDetailRoute = '/my-order/$id' | '/order/$id/'

export function OrderCard(props: { order: OrderCardData; detailRoute: OrderDetailRoute }) {
  const { t } = useLingui()
  const { order } = props
  const number = order.number
  return (
    <Paper withBorder radius="lg" p="md" data-testid="order-card" data-number={order.number}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t`Order #${number}`}</Text>
          <Text size="sm" c="dimmed">
            {formatDate(order.created, currentLanguage())}
          </Text>
        </Group>
        <StatusBadges status={order.status} paymentStatus={order.paymentStatus} />
        <Group justify="space-between" align="end">
          <div>
            <Text size="xs" c="dimmed">{t`Paid amount`}</Text>
            <Text fw={600}>
              <Amount value={paidAmount(order)} testId="order-paid" />
            </Text>
          </div>
          <Button
            renderRoot={(rootProps) =>
              props.detailRoute === '/my-order/$id' ? (
                <Link to="/my-order/$id" params={{ id: order.id }} {...rootProps} />
              ) : (
                <Link to="/order/$id/" params={{ id: order.id }} {...rootProps} />
              )
            }
            variant="light"
            size="xs"
            data-testid="order-details"
          >
            {t`Details`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

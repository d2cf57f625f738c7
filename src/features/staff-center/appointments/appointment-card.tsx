import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Appointment } from '../api/types.ts'
import { formatDay } from '../../../entities/format/date-time.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

export function AppointmentCard(props: { appointment: Appointment }) {
  const { t, i18n } = useLingui()
  const { appointment } = props
  return (
    <Card withBorder radius="lg" padding="md" data-testid="appointment-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden="true" />
            <Text size="sm" fw={600} data-testid="appointment-date">
              {formatDay(appointment.delivery_date, i18n.locale)}
            </Text>
          </Group>
          {appointment.expired_at !== null && (
            <Badge color="red" variant="light" data-testid="appointment-expired">
              {t`Expired`}
            </Badge>
          )}
        </Group>
        <Text fw={700} data-testid="appointment-product">
          {appointment.product_name}
        </Text>
        <Text size="sm" c="dimmed">
          {t`Quantity`}: <span className="ltr-number">{appointment.quantity}</span> · {t`ID`}:{' '}
          <span className="ltr-number" data-testid="appointment-id">
            {appointment.id}
          </span>
        </Text>
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Stack gap={0}>
            <Text size="sm" data-testid="appointment-customer">
              {appointment.fullname || t`Customer without a name`}
            </Text>
            <Text size="sm" c="dimmed">
              <PhoneText value={appointment.mobile} />
            </Text>
          </Stack>
          <Button
            renderRoot={(rootProps) => (
              <Link to="/appointment/$id" params={{ id: String(appointment.id) }} {...rootProps} />
            )}
            size="compact-sm"
            variant="light"
            data-testid="appointment-more"
          >
            {t`More details`}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

import '@mantine/core/styles/Card.css'
import { Card, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'
import type { ServiceSummary } from '../api/types.ts'
import { formatDayTime } from '../../../entities/format/date-time.ts'
import { VerifiedBadge } from './verified-badge.tsx'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

export function ServiceCard(props: { service: ServiceSummary }) {
  const { t, i18n } = useLingui()
  const { service } = props
  return (
    <Card
      renderRoot={(rootProps) => (
        <Link to="/services/$id" params={{ id: String(service.id) }} {...rootProps} />
      )}
      withBorder
      radius="lg"
      padding="md"
      data-testid="service-card"
      data-id={service.id}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {t`Service`} <span className="ltr-number">#{service.id}</span>
          </Text>
          <VerifiedBadge verified={service.is_verified} />
        </Group>
        <Text size="sm">{service.customer.fullname || t`Customer without a name`}</Text>
        <Text size="sm" c="dimmed">
          <PhoneText value={service.customer.mobile} />
          {service.car ? ` · ${service.car}` : ''}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" data-testid="service-recorded">
            {formatDayTime(service.created_at, service.created_time, i18n.locale)}
          </Text>
          <Text size="sm" fw={600} className="ltr-number">
            {formatOmrWithUnit(service.total_charge_price)}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}

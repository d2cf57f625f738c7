import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { formatList } from '../../../entities/format/list.ts'
import { lineName } from '#shared/protocols/submission-record.ts'
import type { PendingService } from './pending-services.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

// A service recorded on this device that the server does not have yet: it opens the
// pending list, where it can be sent again or discarded.
export function PendingServiceCard(props: { item: PendingService }) {
  const { t, i18n } = useLingui()
  const { item } = props
  return (
    <Card
      component={Link}
      to="/new-service/pending/"
      withBorder
      radius="lg"
      padding="md"
      data-testid="pending-service"
      style={{ borderStyle: 'dashed' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{item.customerName || t`Customer without a name`}</Text>
          <Badge color={item.failed ? 'red' : 'gray'} variant="light" data-testid="pending-badge">
            {item.failed ? t`Not sent` : t`Pending`}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <PhoneText value={item.phone} />
          {item.carName ? ` · ${item.carName}` : ''}
        </Text>
        {item.lines.length > 0 && (
          <Text size="sm">
            {formatList(
              item.lines.map((line) => lineName(line, i18n.locale)),
              i18n.locale,
              'enumeration',
            )}
          </Text>
        )}
        <Text size="xs" c={item.failed ? 'red.8' : 'dimmed'}>
          {item.failed && item.error ? item.error : t`Recorded on this device, waiting to be sent.`}
        </Text>
      </Stack>
    </Card>
  )
}

import '@mantine/core/styles/Card.css'
import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { CarRecord } from '#shared/protocols/submission-record.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

// A car added to a customer on this device with no service waiting for it (the service was
// discarded, or never recorded): it is still added when the connection returns, or discarded.
export function PendingCarCard(props: {
  car: CarRecord
  onRetry: () => void
  onDiscard: () => void
}) {
  const { t } = useLingui()
  const { car } = props
  const reason = car.lastError ?? ''
  return (
    <Card withBorder radius="lg" padding="md" data-testid="pending-car" data-status={car.status}>
      <Stack gap="xs">
        <Text fw={700}>
          {t`New car`}: {car.summary.carName}{' '}
          <span className="ltr-number">({car.payload.year})</span>
        </Text>
        <Text size="sm" c="dimmed">
          <PhoneText value={car.payload.mobile_number} />
        </Text>
        <Text
          size="sm"
          c={car.status === 'failed' ? 'red.8' : 'orange.9'}
          data-testid="pending-car-state"
        >
          {car.status === 'failed'
            ? t`The car could not be added: ${reason}`
            : t`It will be added to the customer's cars when the connection returns.`}
        </Text>
        <Group gap="sm" justify="flex-end">
          {car.status === 'failed' && (
            <Button variant="light" onClick={props.onRetry}>
              {t`Send again`}
            </Button>
          )}
          {car.status !== 'sending' && (
            <Button variant="subtle" color="red" onClick={props.onDiscard} data-destructive>
              {t`Discard`}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

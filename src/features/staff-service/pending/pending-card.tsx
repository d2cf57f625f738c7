import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { SubmissionStatus } from '../../../db/index.ts'
import { formatDateTime } from '../../../entities/format/date-time.ts'
import { formatList } from '../../../entities/format/list.ts'
import { withThousands } from '../draft/draft-rules.ts'
import type { QueuedService } from '../queue/queued-service.ts'
import { lineName, waitsForItsCar, type CarRecord } from '#shared/protocols/submission-record.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'

const colors: Record<SubmissionStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  verified: 'green',
}

export function PendingCard(props: {
  item: QueuedService
  // The car added on this device that the service needs, while it is not on the server.
  car?: CarRecord | undefined
  onVerify: () => void
  // The service reached the server late and no code was texted (decision 254).
  onSendCode: () => void
  onRetry: () => void
  onDiscard: () => void
}) {
  const { t, i18n } = useLingui()
  const { item } = props
  const labels: Record<SubmissionStatus, string> = {
    queued: t`Waiting to be sent`,
    sending: t`Sending…`,
    sent: t`Sent: waiting for the customer's code`,
    failed: t`Failed`,
    verified: t`Verified`,
  }
  // A refusal shows the server's message; a retry says why it waits; a service whose car is
  // not on the server yet says what the car is doing.
  const waitingForCar = item.status !== 'failed' && waitsForItsCar(item)
  const carRefused = waitingForCar && props.car?.status === 'failed'
  const reason = props.car?.lastError ?? ''
  const problem = carRefused
    ? t`The car could not be added: ${reason}`
    : waitingForCar && !props.car
      ? t`Its new car was discarded: discard this service and record it again.`
      : item.status === 'failed'
        ? item.lastError
        : item.status === 'queued' && item.attempts > 0
          ? item.lastStatus === 0 || item.lastStatus === undefined || item.lastStatus === null
            ? t`No connection yet: it will be sent by itself.`
            : item.lastError || t`The server could not take it yet: it will be tried again.`
          : waitingForCar
            ? t`The new car goes first: it will be sent by itself, then this service.`
            : null
  const codeWaits = item.status === 'sent' && item.codeSent === false
  const time = (at: number) => formatDateTime(new Date(at), i18n.locale)
  return (
    <Card withBorder radius="lg" padding="md" data-testid="pending-item" data-status={item.status}>
      <Stack gap="xs">
        {/* A long name or status takes its own line rather than pushing the other off the card. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700}>{item.summary.customerName}</Text>
          <Badge color={colors[item.status]} variant="light" data-testid="pending-status">
            {labels[item.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <PhoneText value={item.summary.phone} /> · {item.summary.carName} ·{' '}
          <span className="ltr-number">{withThousands(String(item.summary.odometer))}</span> {t`km`}
        </Text>
        <Text size="sm">
          {formatList(
            item.summary.lines.map((line) => lineName(line, i18n.locale)),
            i18n.locale,
            'enumeration',
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {t`Recorded`} <span>{time(item.createdAt)}</span>
          {item.status === 'queued' && item.attempts > 0 && (
            <>
              {' · '}
              {t`Next try`} <span>{time(item.nextAttemptAt)}</span>
            </>
          )}
        </Text>
        {problem && (
          <Text
            size="sm"
            c={item.status === 'failed' || carRefused ? 'red.8' : 'orange.9'}
            data-testid="pending-error"
          >
            {problem}
          </Text>
        )}
        {codeWaits && (
          <Text size="sm" c="orange.9" data-testid="pending-code-waits">
            {t`It reached the server late, so no code was sent. Send it when the customer is at the counter.`}
          </Text>
        )}
        <Group gap="sm" justify="flex-end">
          {codeWaits && (
            <Button onClick={props.onSendCode} data-testid="pending-send-code">
              {t`Send the code now`}
            </Button>
          )}
          {item.status === 'sent' && !codeWaits && (
            <Button onClick={props.onVerify} data-testid="pending-verify">
              {t`Enter the customer's code`}
            </Button>
          )}
          {(item.status === 'failed' || item.status === 'queued') && (
            <Button variant="light" onClick={props.onRetry} data-testid="pending-retry">
              {item.status === 'failed' ? t`Send again` : t`Send now`}
            </Button>
          )}
          {item.status !== 'sending' && (
            <Button
              variant="subtle"
              color="red"
              onClick={props.onDiscard}
              data-testid="pending-discard"
              data-destructive
            >
              {item.status === 'sent' ? t`Remove from the list` : t`Discard`}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

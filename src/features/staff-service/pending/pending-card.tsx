import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { SubmissionStatus } from '../../../db/index.ts'
import { formatDateTime } from '../../../entities/format/date-time.ts'
import { formatList } from '../../../entities/format/list.ts'
import { lineName } from '#shared/protocols/submission-record.ts'
import { withThousands } from '../draft/draft-rules.ts'
import type { QueuedService } from '../queue/queued-service.ts'

const colours: Record<SubmissionStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
  verified: 'green',
}

export function PendingCard(props: {
  item: QueuedService
  onVerify: () => void
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
  // A refusal shows the server's message; a retry says why it waits.
  const problem =
    item.status === 'failed'
      ? item.lastError
      : item.status === 'queued' && item.attempts > 0
        ? item.lastStatus === 0 || item.lastStatus === undefined || item.lastStatus === null
          ? t`No connection yet: it will be sent by itself.`
          : item.lastError || t`The server could not take it yet: it will be tried again.`
        : null
  const time = (at: number) => formatDateTime(new Date(at), i18n.locale)
  return (
    <Card withBorder radius="lg" padding="md" data-testid="pending-item" data-status={item.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{item.summary.customerName}</Text>
          <Badge color={colours[item.status]} variant="light" data-testid="pending-status">
            {labels[item.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          <span className="ltr-number">+{item.summary.phone}</span> · {item.summary.carName} ·{' '}
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
            c={item.status === 'failed' ? 'red.8' : 'orange.9'}
            data-testid="pending-error"
          >
            {problem}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          {item.status === 'sent' && (
            <Button size="compact-sm" onClick={props.onVerify} data-testid="pending-verify">
              {t`Enter the customer's code`}
            </Button>
          )}
          {(item.status === 'failed' || item.status === 'queued') && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={props.onRetry}
              data-testid="pending-retry"
            >
              {item.status === 'failed' ? t`Send again` : t`Send now`}
            </Button>
          )}
          {item.status !== 'sending' && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={props.onDiscard}
              data-testid="pending-discard"
            >
              {item.status === 'sent' ? t`Remove from the list` : t`Discard`}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

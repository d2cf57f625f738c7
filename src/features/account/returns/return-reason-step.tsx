import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Skeleton.css'
import { Button, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { Amount } from '../../../ui/money/amount.tsx'
import { formatDate } from '../../../entities/format/date-time.ts'
import type { PollQuestion, ReturnSummary } from '../api/returns.ts'

// What the return comes to, and why the person sends it back (the poll question).
export function ReturnReasonStep(props: {
  summary: ReturnSummary
  questions: PollQuestion[] | undefined
  pollId: number | null
  error: string | null
  busy: boolean
  onPoll: (id: number) => void
  onNext: () => void
}) {
  const { t } = useLingui()
  const { summary } = props
  const until = formatDate(summary.return_until, currentLanguage())
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="sm" data-testid="return-summary">
        <Text fw={600} dir="auto">
          {summary.product_name}
        </Text>
        <Text size="sm">
          {t`Quantity`}: <span className="ltr-number">{summary.quantity}</span>
        </Text>
        <Text size="sm">
          {t`Refund to your wallet`}:{' '}
          <strong>
            <Amount value={summary.refund_amount} testId="return-refund" />
          </strong>
        </Text>
        <Text size="xs" c="dimmed">
          {t`Returns are accepted until ${until}.`}
        </Text>
      </Paper>
      {props.questions === undefined ? (
        <Stack gap={6} aria-busy="true">
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : props.questions.length === 0 ? (
        <Text size="sm" c="red.8" role="alert">
          {t`The reasons could not be loaded. Close this window and try again.`}
        </Text>
      ) : (
        <Radio.Group
          label={t`Why are you returning it?`}
          value={props.pollId === null ? null : String(props.pollId)}
          onChange={(value) => props.onPoll(Number(value))}
          error={props.error}
        >
          <Stack gap="xs" mt="xs">
            {props.questions.map((question) => (
              <Radio
                key={question.id}
                value={String(question.id)}
                label={<span dir="auto">{question.title}</span>}
                data-testid="return-reason"
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Button fullWidth loading={props.busy} onClick={props.onNext} data-testid="return-request">
        {t`Send me the code`}
      </Button>
    </Stack>
  )
}

import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Radio.css'
import { Button, Card, Group, Radio, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { MessagingService } from '../../../api/messaging-services.ts'
import { PhoneText } from '../../../ui/phone/phone-text.tsx'
import type { CouponGroup } from '../api/types.ts'
import { categoryNameOf } from './line-category.ts'
import { lineName } from '#shared/protocols/submission-record.ts'
import { withThousands } from '../draft/draft-rules.ts'
import { draftPhone, nextKilometer, type ServiceDraft } from '../draft/service-draft.ts'

function Row(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={600} ta="end" data-testid={props.testId}>
        {props.children}
      </Text>
    </Group>
  )
}

// Step 2 of select-service: what will be submitted, and how the customer gets the code.
export function ServiceSummary(props: {
  draft: ServiceDraft
  groups: readonly CouponGroup[]
  /** Back to the lines, to change what is ticked. */
  onChange: () => void
  channels: readonly MessagingService[]
  channel: string | null
  onChannel: (value: string) => void
}) {
  const { t, i18n } = useLingui()
  const { draft } = props
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="md" data-testid="service-summary">
        <Stack gap="xs">
          <Row label={t`Customer`}>{draft.customerName}</Row>
          <Row label={t`Mobile`}>
            <PhoneText value={draftPhone(draft)} />
          </Row>
          <Row label={t`Vehicle`}>
            {draft.carName}
            {draft.carYear ? (
              <>
                {' '}
                <span className="ltr-number">({draft.carYear})</span>
              </>
            ) : null}
          </Row>
          <Row label={t`Odometer`} testId="summary-odometer">
            <span className="ltr-number">{withThousands(draft.odometer)}</span> {t`km`}
          </Row>
          <Row label={t`Next service at`} testId="summary-next">
            <span className="ltr-number">{withThousands(String(nextKilometer(draft)))}</span>{' '}
            {t`km`}
          </Row>
          <Group justify="space-between" wrap="nowrap" mt="xs">
            <Text size="sm" c="dimmed">
              {t`Services`}
            </Text>
            <Button variant="light" onClick={props.onChange} data-testid="summary-change">
              {t`Change`}
            </Button>
          </Group>
          <Stack gap={4} component="ul" m={0} ps="md">
            {draft.lines.map((line) => (
              <Text component="li" size="sm" key={line.id} data-testid="summary-line">
                <Text span size="sm" c="dimmed">
                  {categoryNameOf(line, props.groups)}:
                </Text>{' '}
                <span data-testid="summary-line-name">{lineName(line, i18n.locale)}</span>
              </Text>
            ))}
          </Stack>
        </Stack>
      </Card>
      {props.channels.length > 0 && (
        <Radio.Group
          label={t`Send the customer's code by`}
          value={props.channel ?? ''}
          onChange={props.onChannel}
        >
          <Group gap="lg" mt="xs">
            {props.channels.map((channel) => (
              <Radio key={channel.value} value={channel.value} label={channel.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Stack>
  )
}

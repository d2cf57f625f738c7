import '@mantine/core/styles/Table.css'
import { Paper, Stack, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '#shared/domain/format-omr.ts'
import { formatList } from '../../../entities/format/list.ts'
import type { Bill } from '../api/bills.ts'
import { useRatingChoices } from './rating-choices.ts'
import { usageLimitOf } from './usage-limit.ts'

// A bill already rated, read-only: where, when, the odometer and the services with their
// suggested intervals, and the rating given.
export function RatedBill(props: { bill: Bill }) {
  const { t, i18n } = useLingui()
  const { bill } = props
  const choices = useRatingChoices()
  const reasons = bill.rate === null ? [] : choices.reasonsFor(bill.rate)
  const given = reasons.filter((reason) => bill.rate_items.includes(reason.value))
  return (
    <Stack gap="md" data-testid="rated-bill">
      <Paper withBorder radius="lg" p="md">
        <Text fw={700} dir="auto" data-testid="bill-center">
          {bill.service_center_name}
        </Text>
        <Text size="sm">
          {t`Date`}: <span className="ltr-number">{bill.date}</span> · {t`Time`}:{' '}
          <span className="ltr-number">{bill.time}</span>
        </Text>
        <Text size="sm">
          {t`Current kilometers`}:{' '}
          <span className="ltr-number" data-testid="bill-km">
            {formatNumber(bill.current_killometer)}
          </span>
        </Text>
      </Paper>
      <Table striped withTableBorder data-testid="bill-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Service`}</Table.Th>
            <Table.Th>{t`Suggested usage limit`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.items.map((item, index) => {
            const limit = usageLimitOf(item.suggest_usage_limit)
            return (
              <Table.Tr key={index}>
                <Table.Td dir="auto">{item.name}</Table.Td>
                <Table.Td>
                  <span className="ltr-number">{limit.value}</span>
                  {limit.inKilometers && ` ${t`km`}`}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {bill.rate !== null && (
        <Paper withBorder radius="lg" p="md" data-testid="bill-rating">
          <Text fw={600}>
            {t`Your rating`}: {choices.faceLabel(bill.rate)}
          </Text>
          {given.length > 0 && (
            <Text size="sm" c="dimmed">
              {formatList(
                given.map((reason) => reason.label),
                i18n.locale,
              )}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  )
}

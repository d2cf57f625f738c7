import { Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { Amount } from '../../ui/money/amount.tsx'
import { formatDateTime } from '../../entities/format/date-time.ts'
import type { LedgerItem } from './api/ledger.ts'

// One ledger change: 'Charged' when money came in, 'Paid' when it went out.
export function TransactionRow(props: { item: LedgerItem }) {
  const { t, i18n } = useLingui()
  const { item } = props
  const charged = item.amount > 0
  return (
    <Paper withBorder radius="md" p="sm" data-testid="wallet-transaction">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {charged ? (
          <IconArrowDownLeft size={22} color="var(--mantine-color-green-8)" aria-hidden />
        ) : (
          <IconArrowUpRight size={22} color="var(--mantine-color-red-8)" aria-hidden />
        )}
        <Stack gap={2} flex={1} miw={0}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} size="sm">
              {charged ? t`Charged` : t`Paid`}
            </Text>
            <Text fw={700} size="sm" c={charged ? 'green.8' : 'red.8'}>
              <Amount value={Math.abs(item.amount)} plus={charged} minus={!charged} />
            </Text>
          </Group>
          <Text size="sm">{item.description}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt, i18n.locale)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  )
}

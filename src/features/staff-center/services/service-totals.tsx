import '@mantine/core/styles/Paper.css'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'
import type { ServiceTotals as Totals } from '../api/types.ts'

// The list's figures: what the verified services charged, and how many were verified.
export function ServiceTotals(props: { totals: Totals }) {
  const { t } = useLingui()
  return (
    <Paper withBorder radius="lg" p="sm" bg="gray.0">
      <Group grow gap="sm">
        <Stack gap={0} align="center">
          <Text size="xs" c="dimmed">
            {t`Total charge price`}
          </Text>
          <Text fw={700} className="ltr-number" data-testid="total-charge">
            {formatOmrWithUnit(props.totals.total_charge_price)}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <Text size="xs" c="dimmed">
            {t`Verified services`}
          </Text>
          <Text fw={700} className="ltr-number" data-testid="verified-count">
            {props.totals.total_verified_count}
          </Text>
        </Stack>
      </Group>
    </Paper>
  )
}

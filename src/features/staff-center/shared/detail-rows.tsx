import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface DetailRow {
  label: string
  value: ReactNode
  testId?: string
}

// A record's fields as label and value, one per line.
export function DetailRows(props: { rows: readonly DetailRow[] }) {
  return (
    <Stack gap="xs">
      {props.rows.map((row) => (
        <Group key={row.label} justify="space-between" wrap="nowrap" gap="md" align="flex-start">
          <Text size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text size="sm" fw={500} ta="end" data-testid={row.testId}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

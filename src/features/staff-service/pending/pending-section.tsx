import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { PendingKind } from './pending-sections.ts'

// One pile of the pending list, its count in plain text so it reads whole at any size.
export function PendingSection(props: {
  kind: PendingKind
  title: string
  count: number
  children: ReactNode
}) {
  return (
    <Stack gap="sm" component="section" data-testid={`pending-${props.kind}`}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Text
          component="span"
          fw={700}
          c="dimmed"
          className="ltr-number"
          data-testid="section-count"
        >
          ({props.count})
        </Text>
      </Group>
      {props.children}
    </Stack>
  )
}

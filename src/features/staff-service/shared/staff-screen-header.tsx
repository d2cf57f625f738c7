import { Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'

// A staff screen's title with an action on the far side (the pending list).
export function StaffScreenHeader(props: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" px="md" pt="md" pb="xs">
      <Title order={1} size="h3">
        {props.title}
      </Title>
      {props.action}
    </Group>
  )
}

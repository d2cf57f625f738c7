import { Stack, Text } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export function EmptyState(props: { message: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" c="dimmed" data-testid="empty-state">
      {props.icon ?? <IconInbox size={48} stroke={1.2} />}
      <Text ta="center">{props.message}</Text>
      {props.action}
    </Stack>
  )
}

import { Box, Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Looked } from '../../../api/last-good.ts'
import type { Read } from '../../../api/use-read.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'
import { LoadProblem } from './load-problem.tsx'

// A staff record's screen: its title with the record's own actions, if any (back is the
// header's, decision 261), then
// the record once read: a skeleton before, the problem with Try again on failure, and the
// saved answer marked as such (read again when the network is back).
export function RecordScreen<T>(props: {
  title: string
  read: Read<Looked<T>>
  skeletonHeight: number
  actions?: ReactNode
  children: (record: T) => ReactNode
}) {
  const { state, reload } = props.read
  useWhenBackOnline(state.status === 'ready' && state.value.offline, reload)
  return (
    <Box px="md" pb="md">
      <Group justify="space-between" pt="md" pb="sm" wrap="nowrap">
        <Title order={1} size="h3">
          {props.title}
        </Title>
        {props.actions}
      </Group>
      {state.status === 'loading' && <ListSkeleton rows={1} height={props.skeletonHeight} />}
      {state.status === 'error' && <LoadProblem error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.value.offline && (
        <Box pb="sm">
          <SavedAnswerNote savedAt={state.value.savedAt} />
        </Box>
      )}
      {state.status === 'ready' && props.children(state.value.value)}
    </Box>
  )
}

import { Box, Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Looked } from '../../../api/last-good.ts'
import type { Read } from '../../../api/use-read.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'
import { BackButton } from './back-button.tsx'
import { LoadProblem } from './load-problem.tsx'

// A staff record's screen: its title with Back (after the record's own actions, if any), then
// the record once read: a skeleton before, the problem with Try again on failure, and the
// saved answer marked as such (read again when the network is back).
export function RecordScreen<T>(props: {
  title: string
  read: Read<Looked<T>>
  skeletonHeight: number
  actions?: ReactNode
  back: () => void
  children: (record: T) => ReactNode
}) {
  const { state, reload } = props.read
  useWhenBackOnline(state.status === 'ready' && state.value.offline, reload)
  const back = <BackButton fallback={props.back} />
  return (
    <Box px="md" pb="md">
      <Group justify="space-between" pt="md" pb="sm" wrap="nowrap">
        <Title order={1} size="h3">
          {props.title}
        </Title>
        {props.actions === undefined ? (
          back
        ) : (
          // 8 px at least between a destructive action (delete) and Back (decision 255).
          <Group gap="sm" wrap="nowrap">
            {props.actions}
            {back}
          </Group>
        )}
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

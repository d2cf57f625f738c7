import '@mantine/core/styles/Skeleton.css'
import { Skeleton, Stack } from '@mantine/core'

// Lists load behind skeletons, never behind spinners.
export function ListSkeleton(props: { rows?: number; height?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="list-skeleton">
      {Array.from({ length: props.rows ?? 4 }, (_, index) => (
        <Skeleton key={index} height={props.height ?? 72} radius="md" />
      ))}
    </Stack>
  )
}

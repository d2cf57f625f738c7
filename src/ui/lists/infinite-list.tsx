import { useEffect, useRef, type ReactNode } from 'react'
import { Stack } from '@mantine/core'
import { EmptyState } from './empty-state.tsx'
import { ListSkeleton } from './list-skeleton.tsx'

// A list that asks for its next page when a sentinel below the last item becomes visible
// (threshold from the spec: 0.1 for employees, 0.5 for wallet transactions), unless a page is
// already loading or none is left.
export function InfiniteList<T>(props: {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  itemKey: (item: T) => string | number
  loading: boolean
  hasMore: boolean
  onLoadMore: () => void
  threshold: number
  empty: ReactNode | string
  skeletonHeight?: number
  gap?: string
}) {
  const sentinel = useRef<HTMLDivElement>(null)
  const { loading, hasMore, onLoadMore, threshold } = props
  const wantMore = useRef(onLoadMore)
  wantMore.current = onLoadMore

  useEffect(() => {
    const element = sentinel.current
    if (!element || loading || !hasMore) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wantMore.current()
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [loading, hasMore, threshold, props.items.length])

  if (props.items.length === 0) {
    if (loading) return <ListSkeleton height={props.skeletonHeight} />
    return typeof props.empty === 'string' ? <EmptyState message={props.empty} /> : props.empty
  }

  return (
    <Stack gap={props.gap ?? 'sm'}>
      {props.items.map((item, index) => (
        <div key={props.itemKey(item)}>{props.renderItem(item, index)}</div>
      ))}
      {hasMore && <div ref={sentinel} data-testid="list-sentinel" style={{ height: 24 }} />}
      {loading && <ListSkeleton rows={1} height={props.skeletonHeight} />}
    </Stack>
  )
}

import type { ReactNode } from 'react'
import { usePagesQuery, type Pages } from '../../../api/use-pages.ts'
import type { PagesQuery } from '../../../api/warm-read.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { InfiniteList } from '../../../ui/lists/infinite-list.tsx'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'
import { LoadProblem } from './load-problem.tsx'
import { MoreProblem } from './more-problem.tsx'

/** A staff list's pages, kept on the device and asked for again when the network is back. */
export function useKeptPages<T, E = undefined>(query: PagesQuery<T, E>): Pages<T, E> {
  const pages = usePagesQuery(query)
  useWhenBackOnline(pages.savedAt !== null, pages.reload)
  return pages
}

// A staff list as every staff screen shows it: when its pages came from the device, what stands
// above the rows (`children`), the rows a tenth-visible sentinel at a time, and a problem in
// place of the rows when the first page failed or below them when a later one did.
export function KeptList<T, E>(props: {
  list: Pages<T, E>
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  skeletonHeight: number
  empty: ReactNode
  children?: ReactNode
}) {
  const { list } = props
  return (
    <>
      {list.savedAt !== null && <SavedAnswerNote savedAt={list.savedAt} />}
      {props.children}
      {list.error && list.items.length === 0 ? (
        <LoadProblem error={list.error} onRetry={list.reload} />
      ) : (
        <InfiniteList
          items={list.items}
          itemKey={props.itemKey}
          renderItem={props.renderItem}
          loading={list.loading}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          threshold={0.1}
          skeletonHeight={props.skeletonHeight}
          empty={props.empty}
        />
      )}
      {list.error && list.items.length > 0 && (
        <MoreProblem error={list.error} onRetry={list.retry} />
      )}
    </>
  )
}

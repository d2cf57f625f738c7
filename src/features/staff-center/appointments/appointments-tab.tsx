import { useLingui } from '@lingui/react/macro'
import { IconCalendarOff } from '@tabler/icons-react'
import { Stack } from '@mantine/core'
import { failureStatus } from '../../../api/failure-text.ts'
import { usePages } from '../../../api/use-pages.ts'
import { useRead } from '../../../api/use-read.ts'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { InfiniteList } from '../../../ui/lists/infinite-list.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { loadAppointments, loadCategories, type AppointmentQuery } from '../api/appointments.ts'
import { LoadProblem } from '../shared/load-problem.tsx'
import { MoreProblem } from '../shared/more-problem.tsx'
import { AppointmentCard } from './appointment-card.tsx'
import { AppointmentFilters } from './appointment-filters.tsx'
import { rangeOf, type AppointmentSearch } from './appointment-search.ts'
import { keptPage, keptRecord } from '../shared/kept-answers.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { SavedAnswerNote } from '../../../ui/staff/saved-answer-note.tsx'

// The APPOINTMENT tab: the list reloads whenever a filter in the URL changes.
export function AppointmentsTab(props: {
  search: AppointmentSearch
  onChange: (next: AppointmentSearch, options?: { replace?: boolean }) => void
}) {
  const { t } = useLingui()
  const { search } = props
  const categories = useRead('categories', keptRecord('categories', '', loadCategories))
  const range = rangeOf(search)
  const query: AppointmentQuery = {
    category: search.category,
    start: range.start,
    end: range.end,
    q: search.q,
    sort: search.sort,
  }
  const key = JSON.stringify(query)
  const list = usePages(
    key,
    keptPage('appointments', key, (page, signal) => loadAppointments(query, page, signal)),
  )
  useWhenBackOnline(list.savedAt !== null, list.reload)

  if (failureStatus(categories.error) === 403 || failureStatus(list.error) === 403)
    return <AccessDenied />

  return (
    <Stack gap="md">
      <AppointmentFilters
        search={search}
        categories={categories.data?.value ?? []}
        onChange={props.onChange}
      />
      {list.savedAt !== null && <SavedAnswerNote savedAt={list.savedAt} />}
      {list.error && list.items.length === 0 ? (
        <LoadProblem error={list.error} onRetry={list.reload} />
      ) : (
        <InfiniteList
          items={list.items}
          itemKey={(appointment) => appointment.id}
          renderItem={(appointment) => <AppointmentCard appointment={appointment} />}
          loading={list.loading}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          threshold={0.1}
          skeletonHeight={150}
          empty={
            <EmptyState
              message={t`No appointments found`}
              icon={<IconCalendarOff size={48} stroke={1.2} />}
            />
          }
        />
      )}
      {list.error && list.items.length > 0 && (
        <MoreProblem error={list.error} onRetry={list.retry} />
      )}
    </Stack>
  )
}

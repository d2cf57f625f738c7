import { useLingui } from '@lingui/react/macro'
import { IconCalendarOff } from '@tabler/icons-react'
import { Stack } from '@mantine/core'
import { failureStatus } from '../../../api/failure-text.ts'
import { useReadQuery } from '../../../api/use-read.ts'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { AppointmentCard } from './appointment-card.tsx'
import { AppointmentFilters } from './appointment-filters.tsx'
import type { AppointmentSearch } from './appointment-search.ts'
import { appointmentsList, categoriesRead } from '../shared/staff-queries.ts'
import { KeptList, useKeptPages } from '../shared/kept-list.tsx'

// The APPOINTMENT tab: the list reloads whenever a filter in the URL changes.
export function AppointmentsTab(props: {
  search: AppointmentSearch
  onChange: (next: AppointmentSearch, options?: { replace?: boolean }) => void
}) {
  const { t } = useLingui()
  const { search } = props
  const categories = useReadQuery(categoriesRead())
  const list = useKeptPages(appointmentsList(search))

  if (failureStatus(categories.error) === 403 || failureStatus(list.error) === 403)
    return <AccessDenied />

  return (
    <Stack gap="md">
      <AppointmentFilters
        search={search}
        categories={categories.data?.value ?? []}
        onChange={props.onChange}
      />
      <KeptList
        list={list}
        itemKey={(appointment) => appointment.id}
        renderItem={(appointment) => <AppointmentCard appointment={appointment} />}
        skeletonHeight={150}
        empty={
          <EmptyState
            message={t`No appointments found`}
            icon={<IconCalendarOff size={48} stroke={1.2} />}
          />
        }
      />
    </Stack>
  )
}

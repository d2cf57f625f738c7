import { Button, Group, Stack } from '@mantine/core'
import { IconFilter, IconReceiptOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { failureStatus } from '../../../api/failure-text.ts'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { servicesList } from '../shared/staff-queries.ts'
import type { AppointmentSearch } from '../appointments/appointment-search.ts'
import { FilterBadges } from '../shared/filter-badges.tsx'
import { KeptList, useKeptPages } from '../shared/kept-list.tsx'
import { matchingPending, usePendingServices } from './pending-services.ts'
import { PendingServiceCard } from './pending-service-card.tsx'
import { ServiceCard } from './service-card.tsx'
import { ServiceTotals } from './service-totals.tsx'
import { StatusDrawer } from './status-drawer.tsx'

// The SERVICES tab: the center's services with their totals, and above them the services
// this device still has to send (never verified, so hidden when filtering verified ones).
export function ServicesTab(props: {
  search: AppointmentSearch
  onChange: (next: AppointmentSearch, options?: { replace?: boolean }) => void
}) {
  const { t } = useLingui()
  const { search, onChange } = props
  const [filtering, setFiltering] = useState(false)
  const verified = search.is_verified
  const list = useKeptPages(servicesList(search))
  const queued = usePendingServices()
  const pending = verified === 1 ? [] : matchingPending(queued, search.q ?? '')

  if (failureStatus(list.error) === 403) return <AccessDenied />

  return (
    <Stack gap="md">
      <DebouncedSearchInput
        value={search.q ?? ''}
        onSearch={(q) => onChange({ ...search, q: q || undefined }, { replace: true })}
        label={t`Search services`}
      />
      <Group gap="xs">
        <Button
          variant={verified === undefined ? 'default' : 'light'}
          leftSection={<IconFilter size={16} />}
          onClick={() => setFiltering(true)}
          data-testid="open-status"
        >
          {t`Filter`}
        </Button>
      </Group>
      <FilterBadges
        badges={[
          ...(search.q
            ? [
                {
                  key: 'q',
                  label: `“${search.q}”`,
                  onRemove: () => onChange({ ...search, q: undefined }),
                },
              ]
            : []),
          ...(verified === undefined
            ? []
            : [
                {
                  key: 'status',
                  label: verified === 1 ? t`Verified` : t`Unverified`,
                  onRemove: () => onChange({ ...search, is_verified: undefined }),
                },
              ]),
        ]}
      />
      <KeptList
        list={list}
        itemKey={(service) => service.id}
        renderItem={(service) => <ServiceCard service={service} />}
        skeletonHeight={130}
        empty={
          pending.length > 0 ? null : (
            <EmptyState
              message={t`No services found`}
              icon={<IconReceiptOff size={48} stroke={1.2} />}
            />
          )
        }
      >
        {list.extra && <ServiceTotals totals={list.extra} />}
        {pending.map((item) => (
          <PendingServiceCard key={item.clientId} item={item} />
        ))}
      </KeptList>
      <StatusDrawer
        opened={filtering}
        value={verified}
        onClose={() => setFiltering(false)}
        onApply={(next) => {
          setFiltering(false)
          if (next !== verified) onChange({ ...search, is_verified: next })
        }}
      />
    </Stack>
  )
}

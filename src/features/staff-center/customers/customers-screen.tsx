import { Box, Stack } from '@mantine/core'
import { IconUserOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { failureStatus } from '../../../api/failure-text.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { customersList } from '../shared/staff-queries.ts'
import { KeptList, useKeptPages } from '../shared/kept-list.tsx'
import { CustomerCard } from './customer-card.tsx'

// /customers/: the people the center served, from its bills, the latest visit first.
export function CustomersScreen(props: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui()
  const list = useKeptPages(customersList(props.q))
  return (
    <>
      <ScreenTitle>{t`Customers`}</ScreenTitle>
      {failureStatus(list.error) === 403 ? (
        <AccessDenied />
      ) : (
        <Box px="md" pb="md">
          <Stack gap="md">
            <DebouncedSearchInput
              value={props.q}
              onSearch={props.onSearch}
              label={t`Search customers`}
            />
            <KeptList
              list={list}
              itemKey={(customer) => customer.id}
              renderItem={(customer) => <CustomerCard customer={customer} />}
              skeletonHeight={80}
              empty={
                <EmptyState
                  message={props.q ? t`No customers match this search.` : t`No customers yet.`}
                  icon={<IconUserOff size={48} stroke={1.2} />}
                />
              }
            />
          </Stack>
        </Box>
      )}
    </>
  )
}

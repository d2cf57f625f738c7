import { Box, Stack } from '@mantine/core'
import { IconUserOff } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { failureStatus } from '../../../api/failure-text.ts'
import { usePages } from '../../../api/use-pages.ts'
import { ScreenTitle } from '../../../app/screen-title.tsx'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { InfiniteList } from '../../../ui/lists/infinite-list.tsx'
import { AccessDenied } from '../../../ui/staff/access-denied.tsx'
import { loadCustomers } from '../api/customers.ts'
import { LoadProblem } from '../shared/load-problem.tsx'
import { MoreProblem } from '../shared/more-problem.tsx'
import { CustomerCard } from './customer-card.tsx'
import { keptPage } from '../shared/kept-answers.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { SavedAnswerNote } from '../../../ui/staff/saved-answer-note.tsx'

// /customers/: the people the center served, from its bills, the latest visit first.
export function CustomersScreen(props: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui()
  const list = usePages(
    props.q,
    keptPage('customers', props.q, (page, signal) => loadCustomers(props.q, page, signal)),
  )
  useWhenBackOnline(list.savedAt !== null, list.reload)
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
            {list.savedAt !== null && <SavedAnswerNote savedAt={list.savedAt} />}
            {list.error && list.items.length === 0 ? (
              <LoadProblem error={list.error} onRetry={list.reload} />
            ) : (
              <InfiniteList
                items={list.items}
                itemKey={(customer) => customer.id}
                renderItem={(customer) => <CustomerCard customer={customer} />}
                loading={list.loading}
                hasMore={list.hasMore}
                onLoadMore={list.loadMore}
                threshold={0.1}
                skeletonHeight={80}
                empty={
                  <EmptyState
                    message={props.q ? t`No customers match this search.` : t`No customers yet.`}
                    icon={<IconUserOff size={48} stroke={1.2} />}
                  />
                }
              />
            )}
            {list.error && list.items.length > 0 && (
              <MoreProblem error={list.error} onRetry={list.retry} />
            )}
          </Stack>
        </Box>
      )}
    </>
  )
}

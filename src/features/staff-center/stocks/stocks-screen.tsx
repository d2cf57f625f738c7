import { Box, Button, Group, Stack, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconPackageOff } from '@tabler/icons-react'
import { useDirection } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { failureStatus } from '../../../api/failure-text.ts'
import { useReadQuery } from '../../../api/use-read.ts'
import { ScreenTitle } from '../../../ui/layout/screen-title.tsx'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { ListSkeleton } from '../../../ui/lists/list-skeleton.tsx'
import { LoadProblem } from '../shared/load-problem.tsx'
import type { StockSearch } from './stock-search.ts'
import { StockList } from './stock-list.tsx'
import { stockRead } from '../shared/staff-queries.ts'
import { useWhenBackOnline } from '../../../lib/use-online.ts'
import { SavedAnswerNote } from '../../../entities/staff/saved-answer-note.tsx'

// /stocks: the center's stock shares, a page at a time; a new search starts at page 1 and
// the pages keep the search.
export function StocksScreen(props: {
  search: StockSearch
  onChange: (next: StockSearch, options?: { replace?: boolean }) => void
}) {
  const { t } = useLingui()
  const { dir } = useDirection()
  const { q, page = 1 } = props.search
  const { state, reload } = useReadQuery(stockRead(props.search))
  useWhenBackOnline(state.status === 'ready' && state.value.offline, reload)
  const Previous = dir === 'rtl' ? IconChevronRight : IconChevronLeft
  const Next = dir === 'rtl' ? IconChevronLeft : IconChevronRight

  return (
    <>
      <ScreenTitle>{t`Stocks`}</ScreenTitle>
      <Box px="md" pb="md">
        {state.status === 'error' && failureStatus(state.error) === 403 ? (
          <LoadProblem error={state.error} onRetry={reload} />
        ) : (
          <Stack gap="md">
            <DebouncedSearchInput
              value={q ?? ''}
              onSearch={(next) => props.onChange(next ? { q: next } : {}, { replace: true })}
              label={t`Search products`}
            />
            {state.status === 'ready' && state.value.offline && (
              <SavedAnswerNote savedAt={state.value.savedAt} />
            )}
            {state.status === 'loading' && <ListSkeleton rows={5} height={36} />}
            {state.status === 'error' && <LoadProblem error={state.error} onRetry={reload} />}
            {state.status === 'ready' &&
              (state.value.value.items.length === 0 ? (
                <EmptyState
                  message={q ? t`No products match this search.` : t`There is no stock yet.`}
                  icon={<IconPackageOff size={48} stroke={1.2} />}
                />
              ) : (
                <StockList rows={state.value.value.items} />
              ))}
            {state.status === 'ready' && state.value.value.pages > 1 && (
              <Group justify="space-between" data-testid="stock-pager">
                <Button
                  variant="default"
                  leftSection={<Previous size={16} />}
                  disabled={page <= 1}
                  onClick={() => props.onChange({ q, page: page - 1 > 1 ? page - 1 : undefined })}
                  data-testid="stock-previous"
                >
                  {t`Previous`}
                </Button>
                <Text size="sm" className="ltr-number" data-testid="stock-page">
                  {Math.min(page, state.value.value.pages)}/{state.value.value.pages}
                </Text>
                <Button
                  variant="default"
                  rightSection={<Next size={16} />}
                  disabled={state.value.value.next === null}
                  onClick={() => props.onChange({ q, page: page + 1 })}
                  data-testid="stock-next"
                >
                  {t`Next`}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Box>
    </>
  )
}

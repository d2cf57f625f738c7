import { Button, Stack, Text } from '@mantine/core'
import { IconReceipt } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { Pages } from '../../api/use-pages.ts'
import { useFailureText } from '../../ui/failure/use-failure-text.ts'
import { EmptyState } from '../../ui/lists/empty-state.tsx'
import { RetryState } from '../../ui/lists/retry-state.tsx'
import { InfiniteList } from '../../ui/lists/infinite-list.tsx'
import type { LedgerItem } from './api/ledger.ts'
import { TransactionRow } from './transaction-row.tsx'

// The ledger with infinite scroll: the next page of 20 loads when the end of the list is half
// in view (the spec's threshold).
export function LedgerList(props: { ledger: Pages<LedgerItem, unknown>; empty: string }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const { ledger } = props
  const error = ledger.error ? failureText(ledger.error) : null
  if (error && ledger.items.length === 0) {
    return (
      <RetryState message={error || t`Something went wrong. Try again.`} onRetry={ledger.retry} />
    )
  }
  return (
    <Stack gap="sm">
      <InfiniteList
        items={ledger.items}
        itemKey={(item) => item.id}
        renderItem={(item) => <TransactionRow item={item} />}
        loading={ledger.loading}
        hasMore={ledger.hasMore}
        onLoadMore={ledger.loadMore}
        threshold={0.5}
        skeletonHeight={76}
        empty={<EmptyState message={props.empty} icon={<IconReceipt size={48} stroke={1.2} />} />}
      />
      {error && ledger.items.length > 0 && (
        <Stack align="center" gap={4}>
          <Text size="sm" c="red.8">
            {error}
          </Text>
          <Button variant="subtle" size="xs" onClick={ledger.retry}>
            {t`Try again`}
          </Button>
        </Stack>
      )}
    </Stack>
  )
}

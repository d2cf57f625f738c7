import { Box, Text } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { MIN_SEARCH_LENGTH } from '#shared/domain/search-text.ts'
import { DebouncedSearchInput } from '../../../ui/lists/debounced-search-input.tsx'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { LoadError } from '../load-error.tsx'
import { OfflineIndicator } from '../offline/offline-indicator.tsx'
import { ProductGrid } from '../product-card/product-grid.tsx'
import { FoundCount } from '../listing/product-count.tsx'
import { ProductGridSkeleton } from '../listing/product-grid-skeleton.tsx'
import { searchProducts } from './search-queries.ts'

// Search by name in English or Arabic: the text lives in ?q= (debounced 500 ms by the box),
// results from three characters, at most 100.
export function SearchScreen(props: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui()
  const channel = useChannel()
  const q = props.q.trim()
  const enough = q.length >= MIN_SEARCH_LENGTH
  const [result, refetch] = useCommerceQuery(searchProducts(q, channel))
  const products = result.data?.products?.edges.map((edge) => edge.node) ?? []
  return (
    <>
      <h1 className="visually-hidden">{t`Search`}</h1>
      <OfflineIndicator />
      <Box px="md" pt="md" pb="sm">
        <DebouncedSearchInput
          value={props.q}
          onSearch={props.onSearch}
          label={t`Search products`}
          placeholder={t`Search products in English or Arabic`}
          autoFocus
          busy={enough && result.fetching}
        />
      </Box>
      <Box
        px="md"
        pb="md"
        data-testid="search-results"
        aria-busy={enough && result.fetching ? true : undefined}
      >
        {!enough ? (
          // Nothing searched yet is not "nothing found": say what to do.
          <EmptyState
            icon={<IconSearch size={48} stroke={1.2} />}
            message={
              q.length === 0
                ? t`Search by product name, in English or Arabic.`
                : t`Type at least 3 letters to search.`
            }
          />
        ) : result.error && !result.data ? (
          <LoadError onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : !result.data ? (
          <ProductGridSkeleton count={4} />
        ) : products.length === 0 ? (
          <EmptyState
            icon={<IconSearch size={48} stroke={1.2} />}
            message={t`No products found for “${q}”.`}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="sm" data-testid="search-count">
              <FoundCount count={products.length} />
            </Text>
            <ProductGrid products={products} />
          </>
        )}
      </Box>
    </>
  )
}

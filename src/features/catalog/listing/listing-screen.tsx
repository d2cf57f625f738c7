import { lazy, Suspense, useMemo, useState } from 'react'
import { Button } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconArrowsSort } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { CategoryBar } from '../categories/category-bar.tsx'
import { pathTo } from '../categories/category-tree.ts'
import { useCategoryTree } from '../categories/use-category-tree.ts'
import { LoadError } from '../load-error.tsx'
import { OfflineIndicator } from '../offline/offline-indicator.tsx'
import { ProductPages } from './product-pages.tsx'
import { LocationChip } from '../store-location/location-chip.tsx'
import { FilterChips } from './filter-chips.tsx'
import { filterChips, filterGroups } from './filter-groups.ts'
import {
  activeSort,
  filtersOf,
  resetFilters,
  withFilters,
  withSort,
  withoutFilter,
  type ListingParams,
} from './listing-search.ts'
import { ProductCount } from './product-count.tsx'
import { ProductGridSkeleton } from './product-grid-skeleton.tsx'
import { useSortLabels } from './sort-labels.ts'
import { categoryAttributesQuery, listingProducts } from './listing-queries.ts'
import { useProductPages } from './use-product-pages.ts'
import classes from './listing.module.css'

const FilterPanel = lazy(() =>
  import('./filter-panel.tsx').then((module) => ({ default: module.FilterPanel })),
)
const SortModal = lazy(() =>
  import('./sort-modal.tsx').then((module) => ({ default: module.SortModal })),
)

export function ListingScreen(props: {
  params: ListingParams
  onChange: (params: ListingParams) => void
}) {
  const { t, i18n } = useLingui()
  const { params } = props
  const channel = useChannel()
  const categories = useCategoryTree()
  const filters = useMemo(() => filtersOf(params), [params])
  const sort = activeSort(params)
  const sortLabel = useSortLabels().find((item) => item.key === sort)?.label ?? ''
  const listing = useProductPages(listingProducts(params, channel))
  const [attributes, refetchAttributes] = useCommerceQuery(
    categoryAttributesQuery(params.cat, channel),
  )
  const groups = useMemo(
    () => filterGroups(attributes.data, i18n.locale),
    [attributes.data, i18n.locale],
  )
  const chips = filterChips(filters, groups)
  const [panel, setPanel] = useState<'filter' | 'sort' | null>(null)
  const [opened, setOpened] = useState({ filter: false, sort: false })
  const open = (which: 'filter' | 'sort') => {
    setOpened((current) => ({ ...current, [which]: true }))
    setPanel(which)
  }
  const path = pathTo(categories.tree, params.cat)
  const title = path.at(-1)?.name ?? t`All products`
  const filterCount = Object.values(filters).reduce((sum, list) => sum + list.length, 0)

  return (
    <>
      <OfflineIndicator />
      <LocationChip />
      <CategoryBar tree={categories.tree} selectedId={params.cat} sort={params.sort} />
      <h1 className={classes.title}>{title}</h1>
      {listing.totalCount !== null && (
        <p className={classes.count} data-testid="product-count">
          <ProductCount count={listing.totalCount} />
        </p>
      )}
      <div className={classes.toolbar}>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          onClick={() => open('filter')}
          disabled={!params.cat}
          data-testid="open-filter"
        >
          {filterCount > 0 ? t`Filter (${filterCount})` : t`Filter`}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowsSort size={18} />}
          onClick={() => open('sort')}
          data-testid="open-sort"
        >
          {t`Sort (${sortLabel})`}
        </Button>
      </div>
      <FilterChips
        chips={chips}
        onRemove={(chip) => props.onChange(withoutFilter(params, chip.group, chip.value))}
      />
      <div className={classes.products}>
        {listing.error ? (
          <LoadError onRetry={listing.retry} />
        ) : listing.firstLoad ? (
          <ProductGridSkeleton count={6} />
        ) : listing.products.length === 0 ? (
          <EmptyState message={t`No products match these choices.`} />
        ) : (
          <ProductPages listing={listing} sentinelClass={classes.sentinel} />
        )}
      </div>
      {opened.filter && (
        <Suspense fallback={null}>
          <FilterPanel
            // A fresh draft from the address every time the panel opens.
            key={panel === 'filter' ? JSON.stringify(filters) : 'closed'}
            opened={panel === 'filter'}
            onClose={() => setPanel(null)}
            groups={groups}
            active={filters}
            loading={!attributes.data && attributes.fetching}
            error={!attributes.data && attributes.error ? attributes.error.message : null}
            onRetry={() => refetchAttributes({ requestPolicy: 'network-only' })}
            onApply={(next) => {
              setPanel(null)
              props.onChange(withFilters(params, next))
            }}
            onReset={() => {
              setPanel(null)
              props.onChange(resetFilters(params))
            }}
          />
        </Suspense>
      )}
      {opened.sort && (
        <Suspense fallback={null}>
          <SortModal
            key={panel === 'sort' ? sort : 'closed'}
            opened={panel === 'sort'}
            onClose={() => setPanel(null)}
            active={sort}
            onSort={(next) => {
              setPanel(null)
              props.onChange(withSort(params, next))
            }}
          />
        </Suspense>
      )}
    </>
  )
}

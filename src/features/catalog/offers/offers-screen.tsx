// /offers/: the products of the 'sales' category, every one discounted, under the spec's
// promotion (an extra 10% for 72 hours), best sellers first.
import { Paper, Text, Title } from '@mantine/core'
import '@mantine/core/styles/Paper.css'
import { IconDiscount2 } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { EmptyState } from '../../../ui/lists/empty-state.tsx'
import { SALES_SLUG } from '../categories/category-tree.ts'
import { useCategoryTreeOf } from '../categories/category-tree-state.ts'
import { useProductPages } from '../listing/use-product-pages.ts'
import { offersCategories, salesProducts } from './offers-queries.ts'
import { ProductGridSkeleton } from '../listing/product-grid-skeleton.tsx'
import { LoadError } from '../load-error.tsx'
import { OfflineIndicator } from '../offline/offline-indicator.tsx'
import { ProductPages } from '../listing/product-pages.tsx'
import classes from './offers.module.css'

export function OffersScreen() {
  const { t } = useLingui()
  const channel = useChannel()
  const categories = useCategoryTreeOf(useCommerceQuery(offersCategories(channel)))
  const sales = categories.tree.find((node) => node.slug === SALES_SLUG)
  const listing = useProductPages(salesProducts(categories.answer, channel))
  const waiting = categories.loading || (Boolean(sales) && listing.firstLoad)
  const error = categories.error ?? (sales ? listing.error : undefined)

  return (
    <>
      <OfflineIndicator />
      <Paper className={classes.promotion} radius="lg" p="md" data-testid="offers-promotion">
        <IconDiscount2 size={36} stroke={1.4} aria-hidden="true" />
        <div>
          <Title order={1} size="h3">
            {t`Offers`}
          </Title>
          <Text size="sm">{t`An extra 10% off the offer prices below, for 72 hours only.`}</Text>
        </div>
      </Paper>
      <div className={classes.products}>
        {error ? (
          <LoadError onRetry={sales ? listing.retry : categories.retry} />
        ) : waiting ? (
          <ProductGridSkeleton count={6} />
        ) : !sales || listing.products.length === 0 ? (
          <EmptyState message={t`There are no offers in your store right now.`} />
        ) : (
          <ProductPages listing={listing} sentinelClass={classes.sentinel} />
        )}
      </div>
    </>
  )
}

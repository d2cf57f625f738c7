import { ProductGrid } from '../product-card/product-grid.tsx'
import { ProductGridSkeleton } from './product-grid-skeleton.tsx'
import { useLoadMore } from './use-load-more.ts'
import type { useProductPages } from './use-product-pages.ts'

// The products read so far; while there are more, the mark whose coming near the screen reads
// the next page, and a short skeleton while it does.
export function ProductPages(props: {
  listing: ReturnType<typeof useProductPages>
  sentinelClass: string | undefined
}) {
  const { listing } = props
  const sentinel = useLoadMore(listing.hasMore && !listing.loading, listing.loadMore, [
    listing.products.length,
  ])
  return (
    <>
      <ProductGrid products={listing.products} />
      {listing.hasMore && (
        <div ref={sentinel} className={props.sentinelClass} data-testid="list-sentinel" />
      )}
      {listing.loading && listing.hasMore && <ProductGridSkeleton count={2} />}
    </>
  )
}

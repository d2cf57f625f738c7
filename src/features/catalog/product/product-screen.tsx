import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { useAfterFirstScreen, useFirstScreenHold } from '../../../lib/first-screen.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { DiscountBadge } from '../../../ui/money/discount-badge.tsx'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { BottomBar } from '../../../ui/layout/bottom-bar.tsx'
import { OfflineIndicator } from '../offline/offline-indicator.tsx'
import { AddToCartButton } from '../product-card/add-to-cart-button.tsx'
import { PriceTag } from '../product-card/price-tag.tsx'
import { ProductImage } from '../product-card/product-image.tsx'
import { productView } from '../product-card/product-view.ts'
import { ShareButton } from '../product-card/share-button.tsx'
import { detailSections } from './detail-sections.ts'
import { firstProductImage } from './first-product-image.ts'
import { productQuery, productSummaryQuery } from './product-queries.ts'
import classes from './product.module.css'

const NotFoundPage = lazy(() =>
  import('../../../ui/pages/not-found-page.tsx').then((module) => ({
    default: module.NotFoundPage,
  })),
)
// Rich text needs the sanitizer (~11 KB): it comes once the product's name and price are up.
const RichText = lazy(() =>
  import('./rich-text.tsx').then((module) => ({ default: module.RichText })),
)

// The product detail. What a listing already put in the normalized cache shows at once
// (ProductSummary, cache only); the full detail follows from the network or, offline, from
// the saved catalog. A product that cannot be loaded says so and goes back home.
export function ProductScreen(props: { id: string }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const channel = useChannel()
  const [summary] = useCommerceQuery(productSummaryQuery(props.id, channel), 'cache-only')
  const [detail] = useCommerceQuery(productQuery(props.id, channel))
  const product = detail.data?.product ?? summary.data?.product ?? null
  const full = detail.data?.product ?? null
  const view = product ? productView(product, i18n.locale) : null
  const sections = useMemo(
    () => (full ? detailSections(full.attributes, i18n.locale) : []),
    [full, i18n.locale],
  )
  const failed = !detail.fetching && (detail.error || detail.data?.product === null) && !product
  // An address that names no product (a malformed id) is a page that does not exist: the
  // server's words about ids are not for people.
  const malformed = failed && Boolean(detail.error) && !detail.error?.networkError
  useFirstScreenHold(!view && !failed)
  const richTextReady = useAfterFirstScreen()
  const reported = useRef(false)
  useEffect(() => {
    if (!failed || malformed || reported.current) return
    reported.current = true
    void navigate({ to: '/', replace: true })
    toast.error(
      detail.error
        ? t`This product could not be loaded. Check your connection and try again.`
        : t`This product is not available in your store.`,
    )
  }, [failed, malformed, detail.error, navigate, t])

  if (malformed) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    )
  }

  // The first screen is drawn with plain elements like Mantine's Stack, Skeleton, Title and
  // Text: any of Mantine's Box-based components here brings Mantine's styling machinery into
  // the product page's first load (decision 275).
  if (!view) {
    return (
      <div className={classes.loading} aria-busy="true" data-testid="product-loading">
        <div className={`${classes.skeleton} ${classes.imagePlaceholder}`} />
        <div className={`${classes.skeleton} ${classes.namePlaceholder}`} />
        <div className={`${classes.skeleton} ${classes.pricePlaceholder}`} />
        <div className={classes.skeleton} />
      </div>
    )
  }
  const image = firstProductImage(full ? { product: full } : null) ?? view.image
  const sectionsLoading = (
    <div
      className={`${classes.skeleton} ${classes.sectionsPlaceholder}`}
      data-testid="sections-loading"
    />
  )
  return (
    <article data-testid="product-detail" data-product-id={view.id}>
      <OfflineIndicator />
      <div className={classes.media}>
        <ProductImage src={image} size={360} alt={view.name} eager />
        <ShareButton productId={view.id} name={view.name} className={classes.share} />
      </div>
      <div className={classes.summary}>
        <h1 className={classes.name} data-testid="product-name">
          {view.name}
        </h1>
        <DiscountBadge badge={view.badge} size="lg" />
        <PriceTag shown={view.shown} size="lg" />
        {view.inStock ? (
          <p className={classes.inStock} data-testid="stock">
            {t`In stock: ${view.quantityAvailable}`}
          </p>
        ) : (
          <span className={classes.outOfStock} data-testid="out-of-stock">
            {t`Out of stock`}
          </span>
        )}
      </div>
      <div className={classes.sections}>
        {(!full || !richTextReady) && !detail.error && sectionsLoading}
        {richTextReady && (
          <Suspense fallback={sectionsLoading}>
            {sections.map((section) => (
              <section key={section.slug} className={classes.section} data-testid="detail-section">
                <h2 className={classes.sectionTitle}>{section.title}</h2>
                {section.items.map((item, index) =>
                  item.kind === 'rich' ? (
                    <div key={index} className={classes.rich}>
                      <RichText blocks={item.blocks} />
                    </div>
                  ) : (
                    <p key={index} className={classes.text}>
                      {item.text}
                    </p>
                  ),
                )}
              </section>
            ))}
          </Suspense>
        )}
      </div>
      <BottomBar>
        {!view.inStock && (
          <p className={classes.outOfStockNote}>{t`This product is out of stock.`}</p>
        )}
        <AddToCartButton product={view} fullWidth size="md" />
      </BottomBar>
    </article>
  )
}

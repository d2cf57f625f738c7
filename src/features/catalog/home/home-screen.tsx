import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'
import { HomeContentDocument } from '../../../api/generated/commerce.ts'
import { session } from '../../../api/session-store.ts'
import { useAfterFirstScreen, useFirstScreenHold } from '../../../lib/first-screen.ts'
import { CategoryBar } from '../categories/category-bar.tsx'
import { OfflineIndicator } from '../offline/offline-indicator.tsx'
import { LocationChip } from '../store-location/location-chip.tsx'
import { homeContent, type HomeContent } from './home-content.ts'
import { HeaderCarousel } from './header-carousel.tsx'
import { prefetchedPolicy } from './prefetch-home.ts'
import { useRootCategories } from './use-root-categories.ts'
import { usePopupReady } from './use-popup-ready.ts'
import classes from './home.module.css'

// What shows only when the home page has nothing or failed loads when that happens.
const LoadError = lazy(() =>
  import('../load-error.tsx').then((module) => ({ default: module.LoadError })),
)
const EmptyState = lazy(() =>
  import('../../../ui/lists/empty-state.tsx').then((module) => ({ default: module.EmptyState })),
)
// The blocks below the carousel (banners, product sliders) come once the first screen is up:
// their code is not in the first load.
const HomeBlockView = lazy(() =>
  import('./home-block-view.tsx').then((module) => ({ default: module.HomeBlockView })),
)
const PopupBanner = lazy(() =>
  import('./popup-banner.tsx').then((module) => ({ default: module.PopupBanner })),
)

const noBlocks: HomeContent['blocks'] = []

export function HomeScreen() {
  const { t, i18n } = useLingui()
  const [home, refetch] = useQuery({
    query: HomeContentDocument,
    requestPolicy: prefetchedPolicy(),
  })
  const content = useMemo(() => homeContent(home.data, i18n.locale), [home.data, i18n.locale])
  // The blocks below the carousel come once the first screen is up, in a deferred render that
  // React cuts into short slices: the first banner (the page's largest picture) is never held
  // up behind them and no task grows long.
  const blocks = useDeferredValue(useAfterFirstScreen() ? content.blocks : noBlocks)
  const categories = useRootCategories()
  const seen = session.use((state) => state.seenPopups)
  const popup = content.popup && !seen.includes(content.popup.id) ? content.popup : null
  const popupId = popup?.id
  const markPopupSeen = useCallback(() => {
    if (!popupId) return
    session.set((state) => ({ ...state, seenPopups: [...state.seenPopups, popupId] }), {
      flush: true,
    })
  }, [popupId])
  // The popup waits for the page to settle, so it never delays the first banners, and never
  // opens over a page the person is already using.
  const popupReady = usePopupReady(popup !== null)

  const loading = !home.data && home.fetching
  const failed = !home.data && home.error
  useFirstScreenHold(loading)
  return (
    <>
      <h1 className="visually-hidden">{t`HiG Car Care`}</h1>
      <OfflineIndicator />
      <LocationChip />
      {content.header.length > 0 ? (
        <HeaderCarousel banners={content.header} />
      ) : (
        loading && (
          <div className={classes.skeleton} aria-busy="true" data-testid="carousel-skeleton" />
        )
      )}
      <CategoryBar tree={categories.tree} />
      {failed && (
        <Suspense fallback={null}>
          <LoadError onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {blocks.map((block) => (
          <HomeBlockView key={block.id} block={block} />
        ))}
      </Suspense>
      {!loading && !failed && content.blocks.length === 0 && content.header.length === 0 && (
        <Suspense fallback={null}>
          <EmptyState message={t`Nothing to show here yet.`} />
        </Suspense>
      )}
      {popup && popupReady && (
        <Suspense fallback={null}>
          <PopupBanner banner={popup} onSeen={markPopupSeen} />
        </Suspense>
      )}
    </>
  )
}

import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import './ui/theme/theme.gen.css'
import './ui/theme/mantine-components.css'
import './ui/theme/global.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router'
import { Providers } from './start/providers.tsx'
import { createAppRouter } from './start/router.ts'
import { registerServiceWorker } from './start/service-worker.ts'
import { bootFrameReady } from './start/boot-frame.ts'
import { shellDrawn } from './shell/shell-drawn.ts'
import { activateLanguage, storedLanguage } from './i18n/i18n.ts'
import { afterLoadAndIdle } from './lib/idle.ts'
import { loadToastItems } from './ui/toasts/toasts.tsx'
import { firstRouteRendered, watchFirstScreen } from './lib/first-screen.ts'
import { nextTask } from './lib/next-task.ts'
import { commerceClient } from './api/graphql.ts'
import { warmProductScreen } from './start/warm-product-screen.ts'
import { answerCatalogOffline } from './features/catalog/offline/answer-catalog-offline.ts'

watchFirstScreen()
// The catalog's queries are answered from the device when the network fails, from the first one.
answerCatalogOffline()
const ready = Promise.all([activateLanguage(storedLanguage()), bootFrameReady()])

// The installed app opened without a network: every catalog screen will answer from the
// device, so that code loads and the database opens now, beside the app's start, instead of
// one after the other once the first query asks (decision 209).
if (navigator.onLine === false) {
  void import('./features/catalog/offline/offline-answers.ts')
    .then((module) => module.openSavedCatalog())
    .catch(() => undefined)
  // Every page but the home page reads its answers through the normalized cache, whose code
  // would otherwise be asked for only once the screen has rendered and asks (decision 271).
  // Online it stays where it was: loaded this early, it lengthened a product page's start.
  if (window.location.pathname !== '/') void import('./api/graphcache.ts')
  if ('__earlyProduct' in window)
    void import('./features/catalog/product/product-queries.ts').then((module) =>
      module.readSavedProduct(),
    )
}

// The start is cut into tasks, each short enough that a slow phone never stops answering for
// long (decision 211): the app's code run; the first queries asked and the GraphQL client made;
// the browser history read; the router made; once the stylesheet is in, the first render.
await nextTask()
// The first screen's code is asked for now, with the files it imports (decision 274), beside
// its answer: on the home page, whose largest picture depends on its content query, and on a
// product page opened by its address (index.html asked for the product; the route's loader
// puts that answer in the cache, decision 281). Neither is in the first load of other pages.
if (window.location.pathname === '/') {
  void import('./features/catalog/home/prefetch-home.ts').then((module) => module.prefetchHome())
  void import('./features/catalog/home/home-screen.tsx')
}
if ('__earlyProduct' in window) void import('./features/catalog/product/product-screen.tsx')
// Every screen's client, made here rather than in the first render (decision 217).
commerceClient()
await nextTask()
const history = createBrowserHistory()
await nextTask()
const router = createAppRouter(history)
await ready
await nextTask()

// The boot frame of index.html covers the app until the first route has rendered: the router
// draws nothing while that route's code and data load, and the page would show blank between.
const liftBootFrame = () => document.getElementById('boot')?.remove()
const lifted = router.subscribe('onRendered', () => {
  void shellDrawn().then(() => {
    liftBootFrame()
    firstRouteRendered()
  })
  lifted()
})
// Whatever happens to the first route, the frame never stays over the app for long.
AbortSignal.timeout(10_000).addEventListener('abort', liftBootFrame, { once: true })

// Rendered as a transition, React builds the first screen in slices and yields between them.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
)

registerServiceWorker()
// Background work, whatever page the app opens on, once the first screen is up: the catalog
// is saved for offline use, staff submissions and cart changes left unsent are sent, the product
// screen's code runs once (docs/decisions/030-offline-catalogue.md, 070-staff-submission-queue.md,
// 218, 290).
// Each starts in a task of its own: starting them all at once made one long task of fetching
// and evaluating their code.
void afterLoadAndIdle().then(async () => {
  const steps = [
    () =>
      import('./features/catalog/offline/keep-catalog-offline.ts').then((module) =>
        module.keepCatalogOffline(),
      ),
    () =>
      import('./features/staff-service/queue/resume-on-start.ts').then((module) =>
        module.resumeStaffQueueOnStart(),
      ),
    () =>
      import('./features/cart/resume-cart-on-start.ts').then((module) =>
        module.resumeCartOnStart(),
      ),
    // What shows when something goes wrong is not part of the first load, but it must be there
    // if the network goes next (before the service worker holds the app): it loads now.
    () => loadToastItems(),
    () => warmProductScreen(router),
    // The normalized cache's code, which the home page's first screen does without (decision
    // 271): there before the first product or listing asks for it, and before the network goes.
    () => import('./api/graphcache.ts'),
    () => import('./ui/pages/error-page.tsx'),
    () => import('./ui/pages/not-found-page.tsx'),
    () => import('./features/catalog/load-error.tsx'),
  ]
  for (const step of steps) {
    void step()
    await nextTask()
  }
})

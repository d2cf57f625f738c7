import type { AnyRouter } from '@tanstack/react-router'
import { serviceWorkerAvailable } from '../lib/service-worker-available.ts'

// The product screen is the one most opened from the catalog, and its code is ~20 files that
// V8 compiles the first time they run. Run once in an idle moment of the installed app, the
// browser keeps their compiled code beside the service worker's copies: the first product a
// person opens afterwards (offline, from a link, days later) starts as fast as the next ones
// (docs/decisions/218-product-screen-warmed.md). Not on a page the service worker does not
// serve (a first visit: the code the installed app runs is not the one fetched then), and not
// on staff pages, which never lead there.
export function warmProductScreen(
  router: AnyRouter,
  installed = serviceWorkerAvailable() && Boolean(navigator.serviceWorker.controller),
): Promise<void> | undefined {
  const onStaffPage = router.state.matches.some((match) => match.routeId === '/_staff')
  const product = router.routesById['/product/$id']
  if (!installed || onStaffPage || !product) return undefined
  return router.loadRouteChunk(product)?.catch(() => undefined)
}

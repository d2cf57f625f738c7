import type { AnyRouter } from '@tanstack/react-router'

// The product screen is the one most opened from the catalogue, and its code is ~20 files that
// V8 compiles the first time they run. Run once in an idle moment, the browser keeps their
// compiled code: the first product a person opens afterwards (offline, from a link, days later)
// starts as fast as the next ones (docs/decisions/218-product-screen-warmed.md). Staff pages
// never lead there, so they skip it.
export function warmProductScreen(router: AnyRouter): Promise<void> | undefined {
  const onStaffPage = router.state.matches.some((match) => match.routeId === '/_staff')
  const product = router.routesById['/product/$id']
  if (onStaffPage || !product) return undefined
  return router.loadRouteChunk(product)?.catch(() => undefined)
}

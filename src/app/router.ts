import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { routerContext } from './router-context.ts'
import { parseSearch, stringifySearch } from './search-params.ts'

export const router = createRouter({
  routeTree,
  context: routerContext,
  trailingSlash: 'preserve',
  scrollRestoration: false,
  defaultPreload: 'intent',
  defaultPendingMs: 300,
  parseSearch,
  stringifySearch,
})

// Every navigation starts at the top of the page (the spec's rule).
router.subscribe('onResolved', (event) => {
  if (event.pathChanged) window.scrollTo({ top: 0 })
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

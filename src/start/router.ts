import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen.ts'
import { routerContext } from '../routes/-router-context.ts'
import { parseSearch, stringifySearch } from './search-params.ts'

// Made by src/main.tsx in a task of its own, after the app's code has run and while its
// stylesheet is still on the way: building the route tree and reading the first location is
// the largest single piece of the app's start (decision 211). The browser history it reads is
// made in the task before (`createBrowserHistory`): its first entry's state is written then.
export function createAppRouter(history: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: routerContext,
    trailingSlash: 'preserve',
    scrollRestoration: false,
    defaultPreload: 'intent',
    defaultPendingMs: 300,
    parseSearch,
    stringifySearch,
  })

  // Every navigation starts at the top of the page (the spec's rule). A change of the search
  // alone (a category, a filter, a sort) is scrolled up by the router itself (`resetScroll` is
  // on by default, even with scrollRestoration off); going back to it, the browser puts the
  // person back where they were (tests/e2e/catalog-listing.spec.ts). The first page opens at
  // the top anyway, and scrolling then would make the browser lay out the page in the middle of
  // the app's start.
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged && event.fromLocation) window.scrollTo({ top: 0 })
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

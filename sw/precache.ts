// The app shell: every build asset (scripts, styles, fonts, both language catalogs, icons) is
// precached, and every navigation is answered with the cached index.html so the installed app
// opens without a network.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

// Backend paths are never app routes.
const backendPaths = [/^\/api\//, /^\/graphql\//, /^\/media\//, /^\/gateway\//]

export function setUpPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST)
  cleanupOutdatedCaches()
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: backendPaths }),
  )
}

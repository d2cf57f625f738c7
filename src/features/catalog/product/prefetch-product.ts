// A product page opened by its address (a shared link, a reload): index.html asked for the
// product before the app's code arrived and drew its picture in the boot frame
// (../early-queries.ts). This puts that answer in the normalized cache, so the screen's first
// query reads it instead of asking again (docs/decisions/181-product-page-first-paint.md).
import type { Client } from '@urql/core'
import { commerceClient } from '../../../api/graphql.ts'
import { authFetch } from '../../../api/auth-fetch.ts'
import { ProductDocument } from '../../../api/generated/commerce.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'

let prefetched: { id: string; at: number } | null = null

// Right after a prefetch or a warm-up the cache holds (or is about to hold) a fresh answer for
// this product: the screen's query shares it instead of asking again.
export function earlyProductPolicy(id: string): 'cache-first' | undefined {
  return prefetched?.id === id && performance.now() - prefetched.at < 15_000
    ? 'cache-first'
    : undefined
}

export function prefetchProduct(): void {
  const early = window.__earlyProduct
  // Asked in another channel than the app's (changed since): not this page's answer.
  if (!early || early.channel !== currentChannel()) return
  prefetched = { id: early.id, at: performance.now() }
  const fetchEarly: typeof fetch = (input, init) =>
    early.answer.then((answer) =>
      answer
        ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
        : authFetch(input, init),
    )
  void commerceClient()
    .query(ProductDocument, { id: early.id, channel: currentChannel() }, { fetch: fetchEarly })
    .toPromise()
}

// The product route's loader, run when a link to the product is pressed or touched (the
// router preloads on intent) and on navigation: the product's query starts while the page's
// code downloads, instead of after the screen has rendered.
// Warmed or prefetched moments ago (a touch, then the tap; a page opened by its address), the
// answer is already coming.
// Offline it asks nothing: the screen's own query reads the saved catalog, and a failed ask
// on a hover would only tell the listing under the finger that the network is gone.
export function warmProduct(client: Client, id: string): void {
  if (earlyProductPolicy(id) || navigator.onLine === false) return
  prefetched = { id, at: performance.now() }
  void client.query(ProductDocument, { id, channel: currentChannel() }).toPromise()
}

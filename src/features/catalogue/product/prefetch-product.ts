// A product page opened by its address (a shared link, a reload): index.html asked for the
// product before the app's code arrived and drew its picture in the boot frame
// (scripts/vite/early-home-query.ts). This puts that answer in the normalized cache, so the
// screen's first query reads it instead of asking again (docs/decisions/181-product-page-first-paint.md).
import { commerceClient } from '../../../api/graphql.ts'
import { authFetch } from '../../../api/auth-fetch.ts'
import { ProductDocument } from '../../../api/generated/commerce.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import '../offline/register-offline-answers.ts'

interface Early {
  id: string
  channel: string
  answer: Promise<unknown>
}

let prefetched: { id: string; at: number } | null = null

// Right after the prefetch the cache holds a fresh answer for this product.
export function earlyProductPolicy(id: string): 'cache-first' | undefined {
  return prefetched?.id === id && performance.now() - prefetched.at < 15_000
    ? 'cache-first'
    : undefined
}

export function prefetchProduct(): void {
  const early = (window as { __earlyProduct?: Early }).__earlyProduct
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

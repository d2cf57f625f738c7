// Starts the home page's work before React renders (called from src/main.tsx): its queries, its
// code, and, as soon as the content is known, its first banner (the page's largest picture),
// so the three download side by side instead of one after the other. The screen's own queries
// then find the answers in the normalized cache.
import { commerceClient } from '../../../api/graphql.ts'
import { HomeContentDocument, RootCategoriesDocument } from '../../../api/generated/commerce.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { authFetch } from '../../../api/auth-fetch.ts'
import { firstHeaderImage } from './first-header-image.ts'
import { preloadImage } from './preload-image.ts'
import { nextTask } from '../../../lib/next-task.ts'

let prefetchedAt = 0

// Right after the prefetch the cache holds fresh answers: the screen's first queries read them
// instead of asking again. Later visits to home refresh from the network as usual.
export function prefetchedPolicy(): 'cache-first' | 'cache-and-network' {
  return performance.now() - prefetchedAt < 15_000 ? 'cache-first' : 'cache-and-network'
}

export function prefetchHome(): void {
  prefetchedAt = performance.now()
  const client = commerceClient()
  // index.html asked for the home content before the app's code arrived: use its answer.
  const early = window.__earlyHomeContent
  const fetchEarly: typeof fetch = (input, init) =>
    early!.then((answer) =>
      answer
        ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
        : authFetch(input, init),
    )
  void client
    .query(HomeContentDocument, {}, early ? { fetch: fetchEarly } : undefined)
    .toPromise()
    .then((result) => {
      const first = firstHeaderImage(result.data)
      if (first) preloadImage(first)
    })
  // The category bar's query in a task of its own: with the content's, it was one long task of
  // the start (decision 221).
  void nextTask().then(() =>
    client.query(RootCategoriesDocument, { channel: currentChannel() }).toPromise(),
  )
}

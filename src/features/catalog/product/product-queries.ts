// What the product page reads, as its screen reads it and its route's loader starts it
// (decision 281): the product in the chosen channel. On a page opened at a product, index.html
// asked for it before the app's code arrived (../early-queries.ts, decision 181): the loader's
// warm-up takes that answer instead of asking again, once.
import type { Client } from '@urql/core'
import { authFetch } from '../../../api/auth-fetch.ts'
import { commerceClient } from '../../../api/graphql.ts'
import { ProductDocument, ProductSummaryDocument } from '../../../api/generated/commerce.ts'
import { commerceQuery } from '../../../api/warm-query.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'

export const productQuery = (id: string, channel = currentChannel()) =>
  commerceQuery(ProductDocument, { id, channel }, { fetch: earlyAnswer(id, channel) })

/** What a listing already put in the normalized cache: read from there alone, never asked. */
export const productSummaryQuery = (id: string, channel: string) =>
  commerceQuery(ProductSummaryDocument, { id, channel })

// index.html's answer for this product in this channel, handed to the first request for it
// (asked in another channel, the app's changed since: not this page's answer).
function earlyAnswer(id: string, channel: string): typeof fetch | undefined {
  const early = window.__earlyProduct
  if (!early || early.id !== id || early.channel !== channel) return undefined
  return (input, init) => {
    delete window.__earlyProduct
    return early.answer.then((answer) =>
      answer
        ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
        : authFetch(input, init),
    )
  }
}

/**
 * The installed app opened at a product without a network: the product's saved answer is read
 * with the app's start (decision 209), so its screen draws it on its first render instead of
 * asking once it has rendered. Loaders ask nothing offline (decision 281): this is the start's
 * read, for the page the app opened at, answered by the device or not at all.
 */
export function readSavedProduct(client: Client = commerceClient()): void {
  const early = window.__earlyProduct
  if (!early || navigator.onLine !== false) return
  const { query, variables } = productQuery(early.id, early.channel)
  void client
    .query(query, variables)
    .toPromise()
    .catch(() => undefined)
}

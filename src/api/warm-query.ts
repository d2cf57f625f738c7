// A page's commerce query, started by its route's loader and then read by its screen (decision
// 281). Loader and screen share one `CommerceQuery` (its document and variables, written once
// beside the feature's other reads). The screen reads a query warmed moments ago `cache-first`:
// urql shares the request still in flight, or the normalized cache already holds its answer.
import type { DocumentNode } from 'graphql'
import {
  createRequest,
  type AnyVariables,
  type Client,
  type RequestPolicy,
  type TypedDocumentNode,
} from '@urql/core'
import { useState } from 'react'
import { useQuery, type UseQueryResponse } from 'urql'
import { commerceClient } from './graphql.ts'
import { screenAskedRecently, WARM_UP } from './screen-asks.ts'

interface Options {
  /** Nothing to read yet (no checkout, a search too short): neither warmed nor asked. */
  pause?: boolean
  /** How its warm-up reaches the server: an answer already on its way (index.html's). */
  fetch?: typeof globalThis.fetch
}

/** A commerce query of any document, as its route's loader starts it. */
export interface AnyCommerceQuery extends Options {
  query: DocumentNode
  variables: AnyVariables
  /** A query whose variables come from this one's answer, warmed once it is in. */
  next?(data: unknown): AnyCommerceQuery
}

export interface CommerceQuery<Data, Variables extends AnyVariables> extends AnyCommerceQuery {
  query: TypedDocumentNode<Data, Variables>
  variables: Variables
  next?: (data: Data | undefined) => AnyCommerceQuery
  /** Starts the query for its screen about to open: what its route's loader does. */
  warm: () => void
}

export function commerceQuery<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: Options & { next?: (data: Data | undefined) => AnyCommerceQuery } = {},
): CommerceQuery<Data, Variables> {
  const query: CommerceQuery<Data, Variables> = {
    ...options,
    query: document,
    variables,
    warm: () => warmCommerce(commerceClient(), query),
  }
  return query
}

// A touch then a tap is well within this; later the screen asks the network as it always did.
const FRESH_MS = 15_000
const warmedAt = new Map<number, { at: number; settled: boolean }>()

const keyOf = (query: AnyCommerceQuery) => createRequest(query.query, query.variables).key

function warmed(query: AnyCommerceQuery): { at: number; settled: boolean } | undefined {
  const known = warmedAt.get(keyOf(query))
  return known && performance.now() - known.at < FRESH_MS ? known : undefined
}

/**
 * Starts the query for a screen about to open. Never throws and asks nothing offline: the
 * screen's own query then reads the saved catalog or shows its offline state, as without a
 * loader. Still on its way (a touch, then the tap), that request serves; an answer already in
 * is asked again, as the screen did before it had a loader (the page may have changed since),
 * unless the screen, already open, asked for it itself a moment ago (screen-asks.ts).
 */
export function warmCommerce(client: Client, query: AnyCommerceQuery): void {
  if (query.pause || navigator.onLine === false || warmed(query)?.settled === false) return
  if (screenAskedRecently(keyOf(query))) return
  const entry = { at: performance.now(), settled: false }
  warmedAt.set(keyOf(query), entry)
  void client
    .query(query.query, query.variables, {
      [WARM_UP]: true,
      ...(query.fetch && { fetch: query.fetch }),
    })
    .toPromise()
    .then((result) => {
      entry.settled = true
      if (query.next) warmCommerce(client, query.next(result.data))
    })
    .catch(() => undefined)
}

/**
 * The screen's side: its query, read `cache-first` when its loader warmed it moments ago, else
 * with `requestPolicy` (the client's own when none is given).
 */
export function useCommerceQuery<Data, Variables extends AnyVariables>(
  query: CommerceQuery<Data, Variables>,
  requestPolicy?: RequestPolicy,
): UseQueryResponse<Data, Variables> {
  // Decided when the screen first reads these variables (a new filter, a new page of a list),
  // and kept: the policy must not change under it 15 s later and ask again.
  const [decided] = useState(() => new Map<number, RequestPolicy | undefined>())
  const key = keyOf(query)
  if (!decided.has(key)) decided.set(key, warmed(query) ? 'cache-first' : requestPolicy)
  return useQuery({
    query: query.query,
    variables: query.variables,
    requestPolicy: decided.get(key),
    pause: query.pause,
  })
}

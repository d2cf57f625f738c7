// A page's commerce query, started by its route's loader and then read by its screen (decision
// 281). Loader and screen share one `CommerceQuery` (its document and variables, written once
// beside the feature's other reads). The screen reads a query warmed moments ago `cache-first`:
// urql shares the request still in flight, or the normalized cache already holds its answer.
import type { DocumentNode } from 'graphql'
import { createRequest, type AnyVariables, type Client, type TypedDocumentNode } from '@urql/core'
import { useState } from 'react'
import { useQuery, type UseQueryResponse } from 'urql'

export interface CommerceQuery<Data, Variables extends AnyVariables> {
  query: TypedDocumentNode<Data, Variables>
  variables: Variables
}

export function commerceQuery<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): CommerceQuery<Data, Variables> {
  return { query, variables }
}

/** A commerce query of any document, as a loader hands it over to be warmed. */
export interface AnyCommerceQuery {
  query: DocumentNode
  variables: AnyVariables
}

// A touch then a tap is well within this; later the screen asks the network as it always did.
const FRESH_MS = 15_000
const warmedAt = new Map<number, number>()

const keyOf = (query: AnyCommerceQuery) => createRequest(query.query, query.variables).key

function warmed(query: AnyCommerceQuery): boolean {
  const at = warmedAt.get(keyOf(query))
  return at !== undefined && performance.now() - at < FRESH_MS
}

/**
 * Starts the query for a screen about to open. Never throws and asks nothing offline: the
 * screen's own query then reads the saved catalog or shows its offline state, as without a
 * loader. Warmed moments ago (a touch, then the tap), the answer is already coming.
 */
export function warmCommerce(client: Client, query: AnyCommerceQuery): void {
  if (navigator.onLine === false || warmed(query)) return
  warmedAt.set(keyOf(query), performance.now())
  void client
    .query(query.query, query.variables)
    .toPromise()
    .catch(() => undefined)
}

/** The screen's side: its query, read `cache-first` when its loader warmed it moments ago. */
export function useCommerceQuery<Data, Variables extends AnyVariables>(
  query: CommerceQuery<Data, Variables>,
): UseQueryResponse<Data, Variables> {
  // Decided when the screen opens (a screen is keyed by what it shows): the policy must not
  // change under it 15 s later and ask again.
  const [policy] = useState(() => (warmed(query) ? ('cache-first' as const) : undefined))
  return useQuery({ query: query.query, variables: query.variables, requestPolicy: policy })
}

import { createElement, type ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange, Provider } from 'urql'
import { commerceCache } from './commerce-cache.ts'
import { OrderDetailsDocument } from './generated/commerce.ts'
import { slowGraphqlFetch } from '../../tests/setup/slow-graphql-fetch.ts'
import { commerceQuery, useCommerceQuery, warmCommerce } from './warm-query.ts'

// The network is the boundary: a fetch that answers after a moment, counting the requests,
// behind the app's own normalized cache.
function countingClient() {
  const fetch = slowGraphqlFetch({ order: null })
  const client = new Client({
    url: 'http://shop.test/graphql/',
    exchanges: [commerceCache(), fetchExchange],
    fetch,
    requestPolicy: 'cache-and-network',
  })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Provider, { value: client }, children)
  return { client, fetch, wrapper }
}

describe('a commerce query started by its route’s loader', () => {
  it('is the screen’s query: warmed, then rendered, it asks once', async () => {
    const { client, fetch, wrapper } = countingClient()
    const query = () => commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6MQ==' })
    warmCommerce(client, query())
    const { result } = renderHook(() => useCommerceQuery(query()), { wrapper })
    await waitFor(() => expect(result.current[0].fetching).toBe(false))
    expect(result.current[0].data).toEqual({ order: null })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is read from the cache when its answer came before the screen (a touch, then the tap)', async () => {
    const { client, fetch, wrapper } = countingClient()
    const query = () => commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6Mw==' })
    warmCommerce(client, query())
    await new Promise((resolve) => setTimeout(resolve, 100))
    const { result } = renderHook(() => useCommerceQuery(query()), { wrapper })
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks nothing offline and never throws', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { client, fetch } = countingClient()
    expect(() =>
      warmCommerce(client, commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6Mg==' })),
    ).not.toThrow()
    expect(fetch).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})

import { createElement, type ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
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

// An open screen reading an order, whose id (its address) changes with `rerender`.
function screenReadingOrder(wrapper: ReturnType<typeof countingClient>['wrapper'], id: string) {
  return renderHook(
    (orderId: string) => useCommerceQuery(commerceQuery(OrderDetailsDocument, { id: orderId })),
    { wrapper, initialProps: id },
  )
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

  it('serves the screen’s first read only: the next visit’s loader asks again', async () => {
    const { client, fetch, wrapper } = countingClient()
    const query = () => commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6NA==' })
    warmCommerce(client, query())
    warmCommerce(client, query())
    const { result, unmount } = renderHook(() => useCommerceQuery(query()), { wrapper })
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    expect(fetch).toHaveBeenCalledTimes(1)
    unmount()
    // Back to the page moments later (delivery, then payment): what it shows may have changed.
    warmCommerce(client, query())
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })

  it('asks nothing for a query with nothing to read yet (no checkout, a search too short)', async () => {
    const { client, fetch, wrapper } = countingClient()
    const query = () => commerceQuery(OrderDetailsDocument, { id: '' }, { pause: true })
    warmCommerce(client, query())
    const { result } = renderHook(() => useCommerceQuery(query()), { wrapper })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current[0].fetching).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('warms the query its answer makes once that answer is in, which its screen then reads', async () => {
    const { client, fetch, wrapper } = countingClient()
    const then = () => commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6Ng==' })
    // The answer names what to ask next (the category tree, the sales category's products).
    const first = commerceQuery(
      OrderDetailsDocument,
      { id: 'T3JkZXI6NQ==' },
      { next: (data) => commerceQuery(then().query, then().variables, { pause: !data }) },
    )
    warmCommerce(client, first)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const { result } = renderHook(() => useCommerceQuery(then()), { wrapper })
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('reads new variables its loader warmed (a filter changed) from that answer', async () => {
    const { client, fetch, wrapper } = countingClient()
    const { result, rerender } = screenReadingOrder(wrapper, 'T3JkZXI6Nw==')
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    warmCommerce(client, commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6OA==' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    await new Promise((resolve) => setTimeout(resolve, 50))
    act(() => rerender('T3JkZXI6OA=='))
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('is not asked again when the open screen rendered new variables before its loader ran (a new sort)', async () => {
    const { client, fetch, wrapper } = countingClient()
    const { result, rerender } = screenReadingOrder(wrapper, 'T3JkZXI6MTA=')
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    act(() => rerender('T3JkZXI6MTE='))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(result.current[0].fetching).toBe(false))
    // The loader of the new address runs after the screen's answer is in.
    warmCommerce(client, commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6MTE=' }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('asks again for a screen that asked longer ago than a moment (the next visit)', async () => {
    const { client, fetch, wrapper } = countingClient()
    const query = () => commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6MTI=' })
    const { result, unmount } = renderHook(() => useCommerceQuery(query()), { wrapper })
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    unmount()
    const now = performance.now()
    vi.spyOn(performance, 'now').mockReturnValue(now + 1_500)
    warmCommerce(client, query())
    vi.restoreAllMocks()
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })

  it('takes an answer already on its way instead of asking (index.html’s, decision 181)', async () => {
    const { client, fetch, wrapper } = countingClient()
    const early = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { order: null } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    )
    const query = () =>
      commerceQuery(OrderDetailsDocument, { id: 'T3JkZXI6OQ==' }, { fetch: early })
    warmCommerce(client, query())
    const { result } = renderHook(() => useCommerceQuery(query()), { wrapper })
    await waitFor(() => expect(result.current[0].data).toEqual({ order: null }))
    expect(early).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
  })
})

import { createElement, type ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cacheExchange, Client, fetchExchange, Provider } from 'urql'
import { useCommerceQuery, warmCommerce } from '../../../api/warm-query.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { slowGraphqlFetch } from '../../../../tests/setup/slow-graphql-fetch.ts'
import { productQuery, readSavedProduct } from './product-queries.ts'

// The network is the boundary: a fetch that answers after a moment, counting the requests.
function countingClient() {
  const fetch = slowGraphqlFetch({ product: null })
  const client = new Client({ url: 'http://shop.test/graphql/', exchanges: [fetchExchange], fetch })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Provider, { value: client }, children)
  return { client, fetch, wrapper }
}

// What index.html leaves when the page was opened at a product (early-queries.ts).
function openedAt(id: string, channel = currentChannel()) {
  window.__earlyProduct = {
    id,
    channel,
    answer: Promise.resolve({ data: { product: { id, name: 'Castrol EDGE 5W-30' } } }),
  }
}

afterEach(() => {
  delete window.__earlyProduct
  vi.restoreAllMocks()
})

describe('the product page’s query', () => {
  it('opened at the product, takes index.html’s answer through its loader’s warm-up, once', async () => {
    openedAt('UHJvZHVjdDox')
    const { client, fetch, wrapper } = countingClient()
    warmCommerce(client, productQuery('UHJvZHVjdDox'))
    const { result } = renderHook(() => useCommerceQuery(productQuery('UHJvZHVjdDox')), {
      wrapper,
    })
    await waitFor(() =>
      expect(result.current[0].data?.product).toMatchObject({ name: 'Castrol EDGE 5W-30' }),
    )
    expect(fetch).not.toHaveBeenCalled()
    // A later visit to the product asks the server: the page may have changed since.
    expect(productQuery('UHJvZHVjdDox').fetch).toBeUndefined()
  })

  it('asks the server for another product, or in a channel chosen since', () => {
    openedAt('UHJvZHVjdDox', 'a-channel-no-more')
    expect(productQuery('UHJvZHVjdDox').fetch).toBeUndefined()
    openedAt('UHJvZHVjdDox')
    expect(productQuery('UHJvZHVjdDoy').fetch).toBeUndefined()
  })

  // Offline, the device answers the query (offline-answers.ts); here the answer's source is the
  // client's boundary, as the saved catalog is the app's.
  it('opened offline, is read with the start: the screen draws it on its first render', async () => {
    openedAt('UHJvZHVjdDox')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetch = slowGraphqlFetch({ product: { id: 'UHJvZHVjdDox', name: 'Castrol EDGE 5W-30' } })
    const client = new Client({
      url: 'http://shop.test/graphql/',
      exchanges: [cacheExchange, fetchExchange],
      fetch,
      requestPolicy: 'cache-and-network',
    })
    readSavedProduct(client)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(
      JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
        .variables,
    ).toEqual({
      id: 'UHJvZHVjdDox',
      channel: currentChannel(),
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(Provider, { value: client }, children)
    const { result } = renderHook(() => useCommerceQuery(productQuery('UHJvZHVjdDox')), {
      wrapper,
    })
    expect(result.current[0].data?.product).toMatchObject({ name: 'Castrol EDGE 5W-30' })
  })

  it('online, or on another page, reads nothing at the start: the route’s loader asks', () => {
    const { client, fetch } = countingClient()
    openedAt('UHJvZHVjdDox')
    readSavedProduct(client)
    delete window.__earlyProduct
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    readSavedProduct(client)
    expect(fetch).not.toHaveBeenCalled()
  })
})

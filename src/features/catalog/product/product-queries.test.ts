import { createElement, type ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Client, fetchExchange, Provider } from 'urql'
import { useCommerceQuery, warmCommerce } from '../../../api/warm-query.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { slowGraphqlFetch } from '../../../../tests/setup/slow-graphql-fetch.ts'
import { productQuery } from './product-queries.ts'

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
})

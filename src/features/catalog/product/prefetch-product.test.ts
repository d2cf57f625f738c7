// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { Client, fetchExchange } from '@urql/core'
import { ProductDocument } from '../../../api/generated/commerce.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { slowGraphqlFetch } from '../../../../tests/setup/slow-graphql-fetch.ts'
import { earlyProductPolicy, warmProduct } from './prefetch-product.ts'

// The network is the boundary: a fetch that answers after a moment, counting the requests.
function countingClient() {
  const fetch = slowGraphqlFetch({ product: null })
  const client = new Client({ url: 'http://shop.test/graphql/', exchanges: [fetchExchange], fetch })
  return { client, fetch }
}

describe('warming a product page from its route', () => {
  it('asks once: the screen’s query shares the answer, and a touch then a tap warm only once', async () => {
    const { client, fetch } = countingClient()
    warmProduct(client, 'UHJvZHVjdDox')
    expect(earlyProductPolicy('UHJvZHVjdDox')).toBe('cache-first')
    const variables = { id: 'UHJvZHVjdDox', channel: currentChannel() }
    await client
      .query(ProductDocument, variables, { requestPolicy: earlyProductPolicy('UHJvZHVjdDox') })
      .toPromise()
    warmProduct(client, 'UHJvZHVjdDox')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks for another product on its own', async () => {
    const { client, fetch } = countingClient()
    warmProduct(client, 'UHJvZHVjdDoy')
    expect(earlyProductPolicy('UHJvZHVjdDox')).toBeUndefined()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
  })
})

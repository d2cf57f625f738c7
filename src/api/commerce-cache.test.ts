import { describe, expect, it } from 'vitest'
import { Client, gql } from '@urql/core'
import { commerceCache } from './commerce-cache.ts'
import { recordedNetwork } from './network-support.ts'

const page = {
  __typename: 'Page',
  id: 'UGFnZTox',
  title: 'Offers',
}
const product = {
  __typename: 'Product',
  id: 'UHJvZHVjdDox',
  name: 'Castrol EDGE',
}

// The network answers each query with the data its name asks for.
const network = () =>
  recordedNetwork((name) =>
    name.startsWith('Home') || name === 'RootCategories'
      ? {
          pages: {
            __typename: 'PageCountableConnection',
            edges: [{ __typename: 'PageCountableEdge', node: page }],
          },
        }
      : name === 'Listing'
        ? {
            products: {
              __typename: 'ProductCountableConnection',
              edges: [{ __typename: 'ProductCountableEdge', node: product }],
            },
          }
        : { product },
  )

const pages = (name: string) => gql`
  query ${name} {
    pages(first: 100) {
      edges {
        node {
          id
          title
        }
      }
    }
  }
`
const Listing = gql`
  query Listing {
    products(first: 20) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`
const Detail = gql`
  query Detail($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`

function commerce() {
  const net = network()
  const client = new Client({
    url: 'http://localhost/graphql/',
    exchanges: [commerceCache(), net.exchange],
    requestPolicy: 'cache-first',
  })
  return { client, sent: net.sent }
}

describe('the commerce cache', () => {
  it.each(['HomeContent', 'RootCategories'])(
    'keeps %s as one answer, outside the normalized cache',
    async (name) => {
      const { client, sent } = commerce()
      const first = await client.query(pages(name), {}).toPromise()
      const again = await client.query(pages(name), {}).toPromise()
      expect(again.data).toEqual(first.data)
      expect(sent).toEqual([name])
      // The same fields asked by another query are not found in the normalized cache.
      await client.query(pages('HomeAgain'), {}).toPromise()
      expect(sent).toEqual([name, 'HomeAgain'])
    },
  )

  it('still normalizes the rest: a product read in a listing opens without a request', async () => {
    const { client, sent } = commerce()
    await client.query(Listing, {}).toPromise()
    const detail = await client.query(Detail, { id: product.id }).toPromise()
    expect(detail.data?.product).toMatchObject({ id: product.id, name: 'Castrol EDGE' })
    expect(sent).toEqual(['Listing'])
  })
})

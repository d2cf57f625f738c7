import { afterEach, describe, expect, it, vi } from 'vitest'
import { filter, map, pipe } from 'wonka'
import { Client, gql, makeErrorResult, makeResult, type Exchange, type Operation } from '@urql/core'
import { offlineAnswerExchange, registerOfflineAnswer } from './offline-answers.ts'

const Product = gql`
  query DeviceProduct($id: ID!) {
    product(id: $id) {
      id
      name
    }
  }
`
const Orders = gql`
  query DeviceOrders {
    orders {
      id
    }
  }
`
const saved = { product: { __typename: 'Product', id: 'UHJvZHVjdDox', name: 'Castrol EDGE' } }
const fresh = { product: { __typename: 'Product', id: 'UHJvZHVjdDox', name: 'Castrol EDGE 5W-30' } }

registerOfflineAnswer('DeviceProduct', () =>
  Promise.resolve(async (variables) => (variables.id === 'UHJvZHVjdDox' ? saved : null)),
)

// The network is the boundary: it records what reaches it and either answers or fails.
function network(outcome: 'answers' | 'fails') {
  const sent: Operation[] = []
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        sent.push(operation)
        return outcome === 'answers'
          ? makeResult(operation, { data: fresh })
          : makeErrorResult(operation, new TypeError('Failed to fetch'))
      }),
    )
  return { exchange, sent }
}

function clientWith(outcome: 'answers' | 'fails') {
  const net = network(outcome)
  const client = new Client({
    url: 'http://localhost/graphql/',
    exchanges: [offlineAnswerExchange, net.exchange],
  })
  return { client, sent: net.sent }
}

const deviceOffline = (offline: boolean) =>
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)

afterEach(() => vi.restoreAllMocks())

describe('answers from the device', () => {
  it('a device without a network answers a query it keeps at once, sending nothing', async () => {
    deviceOffline(true)
    const { client, sent } = clientWith('fails')
    const result = await client.query(Product, { id: 'UHJvZHVjdDox' }).toPromise()
    expect(result.data).toEqual(saved)
    expect(result.extensions).toEqual({ offline: true })
    expect(sent).toHaveLength(0)
  })

  it('without a network, a query the device cannot answer still goes out and fails', async () => {
    deviceOffline(true)
    const { client, sent } = clientWith('fails')
    const unknown = await client.query(Product, { id: 'UHJvZHVjdDoy' }).toPromise()
    const unregistered = await client.query(Orders, {}).toPromise()
    expect(unknown.error?.networkError).toBeInstanceOf(TypeError)
    expect(unregistered.error?.networkError).toBeInstanceOf(TypeError)
    expect(sent.map((operation) => operation.variables)).toEqual([{ id: 'UHJvZHVjdDoy' }, {}])
  })

  it('online, the server answers, and the device only when the server cannot be reached', async () => {
    deviceOffline(false)
    const reached = clientWith('answers')
    expect((await reached.client.query(Product, { id: 'UHJvZHVjdDox' }).toPromise()).data).toEqual(
      fresh,
    )
    const unreachable = clientWith('fails')
    const result = await unreachable.client.query(Product, { id: 'UHJvZHVjdDox' }).toPromise()
    expect(result.data).toEqual(saved)
    expect(unreachable.sent).toHaveLength(1)
  })
})

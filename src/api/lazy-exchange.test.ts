import { describe, expect, it } from 'vitest'
import {
  cacheExchange,
  Client,
  getOperationName,
  gql,
  type Exchange,
  type Operation,
} from '@urql/core'
import { lazyExchange } from './lazy-exchange.ts'
import { recordedNetwork } from './network-support.ts'
import { splitExchange } from './split-exchange.ts'

const network = () => recordedNetwork(() => ({ shop: { __typename: 'Shop', name: 'HiG' } }))

const query = (name: string) => gql`
  query ${name} {
    shop {
      name
    }
  }
`

// A code load the test lets finish when it wants, counting how often it was asked.
function deferredLoad() {
  const load = {
    asked: 0,
    finish: (_exchange: Exchange) => {},
    fail: (_error: Error) => {},
    run: () => {
      load.asked += 1
      return new Promise<Exchange>((resolve, reject) => {
        load.finish = resolve
        load.fail = reject
      })
    },
  }
  return load
}

function client(exchanges: Exchange[]) {
  return new Client({ url: 'http://localhost/graphql/', exchanges, requestPolicy: 'cache-first' })
}

describe('an exchange whose code loads on first use', () => {
  it('loads nothing until an operation reaches it, then answers what came meanwhile, in order', async () => {
    const net = network()
    const load = deferredLoad()
    const app = client([lazyExchange(load.run), net.exchange])
    expect(load.asked).toBe(0)
    const first = app.query(query('First'), {}).toPromise()
    const second = app.query(query('Second'), {}).toPromise()
    expect(load.asked).toBe(1)
    expect(net.sent).toEqual([])
    load.finish(cacheExchange)
    expect((await first).data).toEqual({ shop: { __typename: 'Shop', name: 'HiG' } })
    expect((await second).data).toBeDefined()
    expect(net.sent).toEqual(['First', 'Second'])
    // Loaded, it is the exchange: a repeated query comes from its cache.
    await app.query(query('First'), {}).toPromise()
    expect(net.sent).toEqual(['First', 'Second'])
    expect(load.asked).toBe(1)
  })

  it('answers with an error when its code cannot load, and tries again on the next operation', async () => {
    const net = network()
    const load = deferredLoad()
    const app = client([lazyExchange(load.run), net.exchange])
    const first = app.query(query('First'), {}).toPromise()
    load.fail(new Error('chunk failed'))
    expect((await first).error?.message).toContain('chunk failed')
    const again = app.query(query('Again'), {}).toPromise()
    expect(load.asked).toBe(2)
    load.finish(cacheExchange)
    expect((await again).data).toBeDefined()
    expect(net.sent).toEqual(['Again'])
  })

  it('as one branch of a split, is not loaded by what the other branch answers', async () => {
    const net = network()
    const load = deferredLoad()
    const picked = (operation: Operation) => getOperationName(operation.query) === 'Home'
    const app = client([splitExchange(picked, cacheExchange, lazyExchange(load.run)), net.exchange])
    expect((await app.query(query('Home'), {}).toPromise()).data).toBeDefined()
    expect(load.asked).toBe(0)
    const other = app.query(query('Other'), {}).toPromise()
    load.finish(cacheExchange)
    expect((await other).data).toBeDefined()
    expect(net.sent).toEqual(['Home', 'Other'])
  })
})

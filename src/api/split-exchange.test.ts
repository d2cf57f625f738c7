import { describe, expect, it } from 'vitest'
import { pipe, tap } from 'wonka'
import { Client, getOperationName, gql, type Exchange, type Operation } from '@urql/core'
import { recordedNetwork } from './network-support.ts'
import { splitExchange } from './split-exchange.ts'

const Home = gql`
  query Home {
    shop {
      name
    }
  }
`
const Other = gql`
  query Other {
    shop {
      description
    }
  }
`

// Each branch records what passes through it; the network answers every query.
function recording(seen: string[], name: string): Exchange {
  return ({ forward }) =>
    (operations$) =>
      forward(
        pipe(
          operations$,
          tap((operation) =>
            seen.push(`${name} ${operation.kind} ${getOperationName(operation.query)}`),
          ),
        ),
      )
}

const network = recordedNetwork(() => ({ shop: { __typename: 'Shop' } })).exchange

describe('splitExchange', () => {
  it('sends each operation, its teardown included, through the branch that picked it', async () => {
    const seen: string[] = []
    const picked = (operation: Operation) => getOperationName(operation.query) === 'Home'
    const client = new Client({
      url: 'http://localhost/graphql/',
      exchanges: [splitExchange(picked, recording(seen, 'yes'), recording(seen, 'no')), network],
    })
    const home = await client.query(Home, {}).toPromise()
    const other = await client.query(Other, {}).toPromise()
    expect(home.data).toBeTruthy()
    expect(other.data).toBeTruthy()
    expect(seen).toEqual([
      'yes query Home',
      'yes teardown Home',
      'no query Other',
      'no teardown Other',
    ])
  })
})

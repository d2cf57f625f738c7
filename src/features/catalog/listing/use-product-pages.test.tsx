import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeSubject } from 'wonka'
import { CombinedError, Provider, type Client, type OperationResult } from 'urql'
import { productsFirstPage } from './listing-queries.ts'
import { useProductPages } from './use-product-pages.ts'

// The GraphQL client is the boundary: each query gets a stream the test feeds by hand.
function handFedClient() {
  const streams: ReturnType<typeof makeSubject<OperationResult>>[] = []
  const client = {
    suspense: false,
    executeQuery: () => {
      const stream = makeSubject<OperationResult>()
      streams.push(stream)
      return stream.source
    },
  } as unknown as Client
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={client}>{children}</Provider>
  )
  return { wrapper, latest: () => streams[streams.length - 1]! }
}

// What the client answers when the request never reached the server.
const networkFailure = () =>
  ({
    data: undefined,
    error: new CombinedError({ networkError: new Error('Failed to fetch') }),
    stale: false,
  }) as unknown as OperationResult

const answer = {
  products: {
    totalCount: 1,
    pageInfo: { hasNextPage: false, endCursor: null },
    edges: [{ node: { id: 'UHJvZHVjdDox', name: 'Castrol EDGE 5W-30' } }],
  },
}

describe('a listing read page by page', () => {
  it('keeps the products on the screen when checking them again fails', () => {
    const { wrapper, latest } = handFedClient()
    const { result } = renderHook(
      () => useProductPages(productsFirstPage('muscat', {}, {} as never)),
      { wrapper },
    )
    expect(result.current.firstLoad).toBe(true)
    act(() => latest().next({ data: answer, stale: false } as unknown as OperationResult))
    expect(result.current.products.map((product) => product.id)).toEqual(['UHJvZHVjdDox'])

    // The network drops while the list is being read again.
    act(() => result.current.retry())
    act(() => latest().next(networkFailure()))
    expect(result.current.products.map((product) => product.id)).toEqual(['UHJvZHVjdDox'])
    expect(result.current.error).toBeUndefined()
  })

  it('says what failed when there was never a list to show', () => {
    const { wrapper, latest } = handFedClient()
    const { result } = renderHook(
      () => useProductPages(productsFirstPage('muscat', {}, {} as never)),
      { wrapper },
    )
    act(() => latest().next(networkFailure()))
    expect(result.current.products).toEqual([])
    expect(result.current.error?.networkError?.message).toBe('Failed to fetch')
  })
})

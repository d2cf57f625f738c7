import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from './session-store.ts'
import { usePagesQuery } from './use-pages.ts'
import { useReadQuery } from './use-read.ts'
import { pagesQuery, readQuery, warmRead } from './warm-read.ts'

// The network is the boundary: a load that answers after a moment, counting its calls.
function countingLoad<T>(answer: T) {
  return vi.fn(() => new Promise<T>((resolve) => setTimeout(() => resolve(answer), 20)))
}

afterEach(() => {
  vi.restoreAllMocks()
  session.set((state) => ({ ...state, token: null }))
})

describe('a read started by its route’s loader', () => {
  it('is the screen’s read: warmed, then rendered, it asks once', async () => {
    const load = countingLoad(['a bill'])
    const query = () => readQuery('test:bills', load)
    warmRead(query())
    const { result } = renderHook(() => useReadQuery(query()))
    await waitFor(() => expect(result.current.data).toEqual(['a bill']))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is handed over once: the screen’s reload asks again', async () => {
    const load = countingLoad(['a car'])
    const query = () => readQuery('test:cars', load)
    warmRead(query())
    const { result } = renderHook(() => useReadQuery(query()))
    await waitFor(() => expect(result.current.data).toEqual(['a car']))
    result.current.reload()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
  })

  it('is never the answer to a reload, even when a loader warmed the key again meanwhile', async () => {
    let calls = 0
    const answers = ['opened', 'warmed before the change', 'after the change']
    const load = vi.fn(() => Promise.resolve(answers[calls++]))
    const query = () => readQuery('test:employees', load)
    warmRead(query())
    const { result } = renderHook(() => useReadQuery(query()))
    await waitFor(() => expect(result.current.data).toBe('opened'))
    warmRead(query())
    await new Promise((resolve) => setTimeout(resolve, 10))
    result.current.reload()
    await waitFor(() => expect(result.current.data).toBe('after the change'))
  })

  it('shares a list’s first page with the screen', async () => {
    const loadPage = vi.fn((at: number) => Promise.resolve({ items: [at], next: null }))
    const query = () => pagesQuery({ key: 'test:ledger', loadPage, first: 0 })
    warmRead(query())
    const { result } = renderHook(() => usePagesQuery(query()))
    await waitFor(() => expect(result.current.items).toEqual([0]))
    expect(loadPage).toHaveBeenCalledTimes(1)
  })

  it('never throws: a failed warm-up is the screen’s failure to show, asked once', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const query = () => readQuery('test:failing', load)
    expect(() => warmRead(query())).not.toThrow()
    const { result } = renderHook(() => useReadQuery(query()))
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks nothing offline: the screen reads as it would without a loader', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = countingLoad('kept')
    warmRead(readQuery('test:offline', load))
    expect(load).not.toHaveBeenCalled()
  })

  it('is never handed to the next person signed in', async () => {
    session.set((state) => ({ ...state, token: 'first-person' }))
    const load = countingLoad('the first person’s')
    const query = () => readQuery('test:person', load)
    warmRead(query())
    session.set((state) => ({ ...state, token: 'second-person' }))
    const { result } = renderHook(() => useReadQuery(query()))
    await waitFor(() => expect(result.current.data).toBeDefined())
    expect(load).toHaveBeenCalledTimes(2)
  })
})

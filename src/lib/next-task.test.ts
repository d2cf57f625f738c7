import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { nextTask, usePasses, useRevealed } from './next-task.ts'

describe('nextTask', () => {
  it('resolves after the microtasks of the current task, in a task of its own', async () => {
    const order: string[] = []
    const task = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('microtask'))
    await task
    expect(order).toEqual(['microtask', 'next task'])
  })
})

describe('usePasses', () => {
  it('starts at 1 and counts one pass per task up to the count, then stays', async () => {
    const seen: number[] = []
    const { result } = renderHook(() => {
      const pass = usePasses(3)
      seen.push(pass)
      return pass
    })
    expect(result.current).toBe(1)
    await act(nextTask)
    expect(result.current).toBe(2)
    await act(nextTask)
    expect(result.current).toBe(3)
    await act(nextTask)
    await act(nextTask)
    expect(result.current).toBe(3)
    // Each pass is its own render: never two counted in one.
    expect([...new Set(seen)]).toEqual([1, 2, 3])
  })

  it('stops counting once unmounted', async () => {
    const { result, unmount } = renderHook(() => usePasses(5))
    unmount()
    await act(nextTask)
    expect(result.current).toBe(1)
  })
})

describe('useRevealed', () => {
  it('shows none, then a step more per task, and keeps what it showed when the list changes', async () => {
    const { result, rerender } = renderHook(({ items }) => useRevealed(items, 2), {
      initialProps: { items: [1, 2, 3, 4, 5] },
    })
    expect(result.current).toEqual([])
    await act(nextTask)
    expect(result.current).toEqual([1, 2])
    await act(nextTask)
    expect(result.current).toEqual([1, 2, 3, 4])
    await act(nextTask)
    expect(result.current).toEqual([1, 2, 3, 4, 5])
    rerender({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9] })
    expect(result.current).toEqual([1, 2, 3, 4, 5])
    await act(nextTask)
    expect(result.current).toEqual([1, 2, 3, 4, 5, 6, 7])
    rerender({ items: [9, 8] })
    expect(result.current).toEqual([9, 8])
  })

  it('can show the first few at once', async () => {
    const { result } = renderHook(() => useRevealed([1, 2, 3, 4, 5, 6, 7], 3, 3))
    expect(result.current).toEqual([1, 2, 3])
    await act(nextTask)
    expect(result.current).toEqual([1, 2, 3, 4, 5, 6])
    await act(nextTask)
    expect(result.current).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

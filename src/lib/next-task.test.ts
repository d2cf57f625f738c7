import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { nextTask, usePasses } from './next-task.ts'

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

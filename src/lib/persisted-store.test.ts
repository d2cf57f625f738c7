import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPersistedStore } from './persisted-store.ts'

describe('persisted store', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('starts from what is stored, merged over the initial value', () => {
    localStorage.setItem('k', JSON.stringify({ a: 5 }))
    const store = createPersistedStore('k', () => ({ a: 1, b: 2 }))
    expect(store.get()).toEqual({ a: 5, b: 2 })
  })

  it('writes at most once a second', () => {
    const store = createPersistedStore('k', () => ({ n: 0 }))
    store.set(() => ({ n: 1 }))
    vi.advanceTimersByTime(0)
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ n: 1 })
    store.set(() => ({ n: 2 }))
    store.set(() => ({ n: 3 }))
    vi.advanceTimersByTime(500)
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ n: 1 })
    vi.advanceTimersByTime(600)
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ n: 3 })
  })

  it('writes at once when asked to flush', () => {
    const store = createPersistedStore('k', () => ({ n: 0 }))
    store.set(() => ({ n: 1 }))
    store.set(() => ({ n: 2 }), { flush: true })
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ n: 2 })
  })

  it('notifies subscribers of every change', () => {
    const store = createPersistedStore('k', () => ({ n: 0 }))
    const seen: number[] = []
    store.subscribe(() => seen.push(store.get().n))
    store.set(() => ({ n: 1 }))
    store.reset()
    expect(seen).toEqual([1, 0])
  })
})

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

  // Two tabs: another tab's write arrives as a storage event.
  const writeFromOtherTab = (value: object) => {
    localStorage.setItem('k', JSON.stringify(value))
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }))
  }

  it('writes only the fields it changed over what another tab stored meanwhile', () => {
    const store = createPersistedStore('k', () => ({ a: 0, b: 0 }))
    localStorage.setItem('k', JSON.stringify({ a: 0, b: 7 }))
    store.set((state) => ({ ...state, a: 1 }), { flush: true })
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ a: 1, b: 7 })
    expect(store.get()).toEqual({ a: 1, b: 7 })
  })

  it("keeps the fields it has not written yet when another tab's write comes in", () => {
    const store = createPersistedStore('k', () => ({ a: 0, b: 0 }))
    store.set((state) => ({ ...state, a: 1 }), { flush: true })
    store.set((state) => ({ ...state, a: 2 }))
    writeFromOtherTab({ a: 1, b: 5 })
    expect(store.get()).toEqual({ a: 2, b: 5 })
    vi.advanceTimersByTime(1000)
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ a: 2, b: 5 })
    writeFromOtherTab({ a: 3, b: 5 })
    expect(store.get()).toEqual({ a: 3, b: 5 })
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPersistedStore } from './persisted-store.ts'

// What is stored, without when each field was set.
function fieldsOf(key: string): Record<string, unknown> {
  const { ['~at']: _, ...fields } = JSON.parse(localStorage.getItem(key)!) as Record<
    string,
    unknown
  >
  return fields
}

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
    expect(fieldsOf('k')).toEqual({ n: 1 })
    store.set(() => ({ n: 2 }))
    store.set(() => ({ n: 3 }))
    vi.advanceTimersByTime(500)
    expect(fieldsOf('k')).toEqual({ n: 1 })
    vi.advanceTimersByTime(600)
    expect(fieldsOf('k')).toEqual({ n: 3 })
  })

  it('writes at once when asked to flush', () => {
    const store = createPersistedStore('k', () => ({ n: 0 }))
    store.set(() => ({ n: 1 }))
    store.set(() => ({ n: 2 }), { flush: true })
    expect(fieldsOf('k')).toEqual({ n: 2 })
  })

  it('notifies subscribers of every change', () => {
    const store = createPersistedStore('k', () => ({ n: 0 }))
    const seen: number[] = []
    store.subscribe(() => seen.push(store.get().n))
    store.set(() => ({ n: 1 }))
    store.reset()
    expect(seen).toEqual([1, 0])
  })

  describe('two tabs', () => {
    // One storage, two tabs' views of it. Each view may lag: Chromium gives every tab its own
    // copy, brought up to date by messages. `catchUp()` delivers them; `sync()` is what the
    // storage event does.
    interface Shared {
      user: string | null
      cart: number
      badge: number
    }
    const start = (): Shared => ({ user: 'u1', cart: 0, badge: 0 })
    const owner = { field: 'user' as const, id: (state: Shared) => state.user }
    const stored = () => fieldsOf('s')

    function laggingView() {
      let seen = localStorage.getItem('s')
      const view = {
        getItem: () => seen,
        setItem: (_key: string, value: string) => {
          localStorage.setItem('s', value)
          seen = value
        },
        catchUp: () => {
          seen = localStorage.getItem('s')
        },
      }
      return view
    }

    function twoTabs() {
      localStorage.setItem('s', JSON.stringify(start()))
      const views = [laggingView(), laggingView()] as const
      const [a, b] = views.map((view) =>
        createPersistedStore('s', start, { owner, storage: view as unknown as Storage }),
      )
      const hear = (index: 0 | 1) => {
        views[index].catchUp()
        ;[a, b][index]!.sync()
      }
      return { a: a!, b: b!, hear }
    }

    it('keeps a field one tab has not written yet when the other tab writes another', () => {
      const { a, b, hear } = twoTabs()
      a.set((state) => ({ ...state, cart: 4 })) // written within the second
      b.set((state) => ({ ...state, badge: 3 }), { flush: true })
      hear(0)
      expect(a.get()).toEqual({ user: 'u1', cart: 4, badge: 3 })
      vi.advanceTimersByTime(1000)
      hear(1)
      expect(b.get()).toEqual({ user: 'u1', cart: 4, badge: 3 })
      expect(stored()).toEqual({ user: 'u1', cart: 4, badge: 3 })
    })

    it('a tab writing before it heard of the other tab’s write does not undo it', () => {
      const { a, b, hear } = twoTabs()
      b.set((state) => ({ ...state, cart: 4 }), { flush: true })
      // a has not heard: its copy still says cart 0, and it writes its badge over it.
      a.set((state) => ({ ...state, badge: 3 }), { flush: true })
      expect(stored()).toEqual({ user: 'u1', cart: 0, badge: 3 })
      hear(1)
      expect(b.get()).toEqual({ user: 'u1', cart: 4, badge: 3 })
      // b writes its later field back, and everyone settles on both.
      vi.advanceTimersByTime(1000)
      expect(stored()).toEqual({ user: 'u1', cart: 4, badge: 3 })
      hear(0)
      expect(a.get()).toEqual({ user: 'u1', cart: 4, badge: 3 })
    })

    it('drops its unsaved fields when the other tab signed someone else in or out', () => {
      const { a, b, hear } = twoTabs()
      a.set((state) => ({ ...state, cart: 4 }))
      vi.advanceTimersByTime(5)
      b.set(() => ({ user: null, cart: 0, badge: 0 }), { flush: true })
      hear(0)
      expect(a.get()).toEqual({ user: null, cart: 0, badge: 0 })
      vi.advanceTimersByTime(1000)
      expect(stored()).toEqual({ user: null, cart: 0, badge: 0 })
    })

    it('its own sign-out is written whole, whatever the other tab had', () => {
      const { a, b, hear } = twoTabs()
      b.set((state) => ({ ...state, cart: 4 }), { flush: true })
      vi.advanceTimersByTime(5)
      a.set(() => ({ user: null, cart: 0, badge: 0 }), { flush: true })
      hear(1)
      expect(b.get()).toEqual({ user: null, cart: 0, badge: 0 })
      expect(stored()).toEqual({ user: null, cart: 0, badge: 0 })
      a.reset()
      expect(a.get()).toEqual(start())
    })

    it('takes a value written by hand, with no newer stamp', () => {
      const { a } = twoTabs()
      a.set((state) => ({ ...state, cart: 4 }), { flush: true })
      const raw = JSON.parse(localStorage.getItem('s')!) as Record<string, unknown>
      localStorage.setItem('s', JSON.stringify({ ...raw, badge: 9 }))
      const view = createPersistedStore('s', start, { owner })
      expect(view.get()).toEqual({ user: 'u1', cart: 4, badge: 9 })
    })

    it('keeps working from memory without storage', () => {
      const store = createPersistedStore('s', start, { storage: null })
      store.set((state) => ({ ...state, cart: 2 }), { flush: true })
      store.sync()
      expect(store.get().cart).toBe(2)
    })
  })
})

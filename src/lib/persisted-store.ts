// A small external store kept in localStorage under one key. Writes are throttled to one a
// second (the spec's rule) and flushed when the page is hidden; `flush: true` writes at once
// (tokens, so another tab sees a rotation immediately). Other tabs' writes are picked up
// through the storage event.
import { useSyncExternalStore } from 'react'

export interface PersistedStore<T> {
  get(): T
  set(update: (current: T) => T, options?: { flush?: boolean }): void
  subscribe(listener: () => void): () => void
  use<S>(select: (state: T) => S): S
  reset(): void
  flush(): void
  // Re-reads storage now, for code that must see another tab's latest write.
  sync(): void
}

export function createPersistedStore<T extends object>(
  key: string,
  initial: () => T,
  options: { throttleMs?: number; storage?: Storage | null } = {},
): PersistedStore<T> {
  const throttleMs = options.throttleMs ?? 1000
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage
  const listeners = new Set<() => void>()
  let state = read()
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastWrite = 0

  function read(): T {
    try {
      const raw = storage?.getItem(key)
      return raw ? { ...initial(), ...(JSON.parse(raw) as Partial<T>) } : initial()
    } catch {
      return initial()
    }
  }

  function write() {
    timer = null
    lastWrite = Date.now()
    try {
      storage?.setItem(key, JSON.stringify(state))
    } catch {
      // Storage full or disabled (private mode): the app keeps working from memory.
    }
  }

  function schedule(flush: boolean) {
    if (flush) {
      if (timer) clearTimeout(timer)
      write()
      return
    }
    if (timer) return
    const wait = Math.max(0, throttleMs - (Date.now() - lastWrite))
    timer = setTimeout(write, wait)
  }

  const notify = () => listeners.forEach((listener) => listener())

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return
      state = read()
      notify()
    })
    const flushNow = () => {
      if (timer) {
        clearTimeout(timer)
        write()
      }
    }
    window.addEventListener('pagehide', flushNow)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushNow()
    })
  }

  const store: PersistedStore<T> = {
    get: () => state,
    set(update, setOptions) {
      const next = update(state)
      if (next === state) return
      state = next
      schedule(setOptions?.flush ?? false)
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    use(select) {
      return useSyncExternalStore(
        store.subscribe,
        () => select(state),
        () => select(state),
      )
    },
    reset() {
      state = initial()
      schedule(true)
      notify()
    },
    flush() {
      schedule(true)
    },
    sync() {
      if (timer) return // our own unsaved change is newer
      state = read()
      notify()
    },
  }
  return store
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

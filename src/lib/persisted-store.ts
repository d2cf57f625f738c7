// A small external store kept in localStorage under one key. Writes are throttled to one a
// second (the spec's rule) and flushed when the page is hidden; `flush: true` writes at once
// (tokens, so another tab sees a rotation immediately). Other tabs' writes are picked up
// through the storage event. Tabs share the key field by field: a tab writes only the fields it
// changed over what is stored, and keeps those it has not written yet when another tab's write
// comes in, so no tab puts back another's older values (a cart confirmed in one tab lost its
// checkout and totals to the other tab's next write).
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
  // Fields changed here and not written yet.
  const unwritten = new Set<keyof T>()

  function stored(): T | null {
    try {
      const raw = storage?.getItem(key)
      return raw ? { ...initial(), ...(JSON.parse(raw) as Partial<T>) } : null
    } catch {
      return null
    }
  }

  function read(): T {
    return stored() ?? initial()
  }

  const notify = () => listeners.forEach((listener) => listener())

  // `base` with the fields this tab has not written yet laid over it.
  function withUnwritten(base: T): T {
    const next = { ...base }
    for (const field of unwritten) next[field] = state[field]
    return next
  }

  function write() {
    timer = null
    lastWrite = Date.now()
    const next = withUnwritten(stored() ?? state)
    unwritten.clear()
    const changed = JSON.stringify(next) !== JSON.stringify(state)
    state = next
    try {
      storage?.setItem(key, JSON.stringify(state))
    } catch {
      // Storage full or disabled (private mode): the app keeps working from memory.
    }
    if (changed) notify()
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

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return
      state = withUnwritten(read())
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
      for (const field of fieldsOf(state, next)) {
        if (!Object.is(state[field], next[field])) unwritten.add(field)
      }
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
      const next = initial()
      for (const field of fieldsOf(state, next)) unwritten.add(field)
      state = next
      schedule(true)
      notify()
    },
    flush() {
      schedule(true)
    },
    sync() {
      state = withUnwritten(read())
      notify()
    },
  }
  return store
}

function fieldsOf<T extends object>(a: T, b: T): (keyof T)[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof T)[]
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

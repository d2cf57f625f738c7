// A small external store kept in localStorage under one key. Writes are throttled to one a
// second (the spec's rule) and flushed when the page is hidden; `flush: true` writes at once
// (tokens, so another tab sees a rotation immediately).
//
// Several tabs share the key, and a tab may read it before another tab's write has reached it
// (Chromium keeps a copy per tab, brought up to date by messages), so whole-value writes would
// undo each other: a cart confirmed in one tab would vanish when the other tab writes its badge.
// Each field therefore carries the time it was last set (under STAMPS in the stored value), and
// tabs merge field by field, the later setting winning; a tab that holds later fields than what
// it just heard writes them back, so storage settles on the latest of every field. When the
// owner differs (someone signed in or out), the later owner's state wins whole: the other
// fields belonged to the person before (decision 300).
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

/** Where the stored value keeps when each field was last set (ms, with a random fraction). */
const STAMPS = '~at'
type Stamps = Record<string, number>
interface Stored<T> {
  state: T
  stamps: Stamps
}

let lastStamp = 0
// Later than every stamp this tab gave; the fraction keeps two tabs' same-millisecond settings
// apart.
function stampNow(): number {
  lastStamp = Math.max(Date.now() + Math.random(), lastStamp + 0.001)
  return lastStamp
}

function mergeFields<T extends object>(
  ours: Stored<T>,
  theirs: Stored<T>,
  owner: { field: keyof T; id: (state: T) => unknown } | undefined,
): Stored<T> & { oursNewer: boolean } {
  const at = (stamps: Stamps, field: keyof T) => stamps[field as string] ?? 0
  if (owner && owner.id(ours.state) !== owner.id(theirs.state)) {
    const oursNewer = at(ours.stamps, owner.field) > at(theirs.stamps, owner.field)
    return { ...(oursNewer ? ours : theirs), oursNewer }
  }
  const state = { ...ours.state }
  const stamps = { ...ours.stamps }
  let oursNewer = false
  for (const field of Object.keys(theirs.state) as (keyof T)[]) {
    const same = JSON.stringify(ours.state[field]) === JSON.stringify(theirs.state[field])
    if (at(ours.stamps, field) > at(theirs.stamps, field)) {
      oursNewer ||= !same
      continue
    }
    // An equal value keeps its object, so what reads it does not draw again.
    if (!same) state[field] = theirs.state[field]
    stamps[field as string] = at(theirs.stamps, field)
  }
  return { state, stamps, oursNewer }
}

export function createPersistedStore<T extends object>(
  key: string,
  initial: () => T,
  options: {
    throttleMs?: number
    storage?: Storage | null
    /** Whose state this is: the field naming them and their identity in it. */
    owner?: { field: keyof T; id: (state: T) => unknown }
  } = {},
): PersistedStore<T> {
  const throttleMs = options.throttleMs ?? 1000
  const storage = options.storage === undefined ? safeLocalStorage() : options.storage
  const listeners = new Set<() => void>()
  let { state, stamps } = read()
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastWrite = 0

  function read(): Stored<T> {
    try {
      const raw = storage?.getItem(key)
      if (!raw) return { state: initial(), stamps: {} }
      const { [STAMPS]: stored, ...fields } = JSON.parse(raw) as Partial<T> & {
        [STAMPS]?: Stamps
      }
      return { state: { ...initial(), ...fields }, stamps: stored ?? {} }
    } catch {
      return { state: initial(), stamps: {} }
    }
  }

  // Takes from storage every field set later than this tab's (or written there by hand, with
  // no newer stamp); says whether this tab holds fields storage lacks.
  function mergeStored(): boolean {
    if (!storage) return false
    const stored = read()
    const merged = mergeFields({ state, stamps }, stored, options.owner)
    const changed = JSON.stringify(merged.state) !== JSON.stringify(state)
    state = merged.state
    stamps = merged.stamps
    if (changed) notify()
    return merged.oursNewer
  }

  function write() {
    timer = null
    lastWrite = Date.now()
    // Another tab may have written since this tab last read; its later fields are kept.
    mergeStored()
    try {
      storage?.setItem(key, JSON.stringify({ ...state, [STAMPS]: stamps }))
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

  function stamp(fields: Iterable<keyof T>) {
    const now = stampNow()
    for (const field of fields) stamps = { ...stamps, [field]: now }
  }

  const notify = () => listeners.forEach((listener) => listener())

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return
      // A write from a tab that had not heard of this tab's later fields: write them back.
      if (mergeStored()) schedule(false)
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
      stamp((Object.keys(next) as (keyof T)[]).filter((field) => next[field] !== state[field]))
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
      stamp(Object.keys(state) as (keyof T)[])
      schedule(true)
      notify()
    },
    flush() {
      schedule(true)
    },
    sync() {
      if (mergeStored()) schedule(false)
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

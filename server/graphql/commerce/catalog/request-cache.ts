// Per-request memory for resolvers: values computed once per request (the category tree,
// counts per channel) and batched loads, so a page of 100 products costs a handful of
// queries rather than hundreds. Keyed by the request's context object, so nothing outlives it.
const caches = new WeakMap<object, Map<string, unknown>>()

export function memo<T>(scope: object, key: string, make: () => T): T {
  let cache = caches.get(scope)
  if (!cache) {
    cache = new Map()
    caches.set(scope, cache)
  }
  if (!cache.has(key)) cache.set(key, make())
  return cache.get(key) as T
}

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }

// Collects the keys asked for while the current resolvers run, then loads them in one call.
function batchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  const done = new Map<K, Promise<V | undefined>>()
  let waiting = new Map<K, Waiter<V>[]>()
  let scheduled = false

  const dispatch = async () => {
    scheduled = false
    const batch = waiting
    waiting = new Map()
    try {
      const results = await load([...batch.keys()])
      for (const [key, waiters] of batch) waiters.forEach((w) => w.resolve(results.get(key)))
    } catch (error) {
      for (const waiters of batch.values()) waiters.forEach((w) => w.reject(error))
    }
  }

  return (key) => {
    const known = done.get(key)
    if (known) return known
    const promise = new Promise<V | undefined>((resolve, reject) => {
      const list = waiting.get(key) ?? []
      list.push({ resolve, reject })
      waiting.set(key, list)
    })
    done.set(key, promise)
    if (!scheduled) {
      scheduled = true
      setImmediate(() => void dispatch())
    }
    return promise
  }
}

export function loaderFor<K, V>(
  scope: object,
  name: string,
  load: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  return memo(scope, `loader:${name}`, () => batchLoader(load))
}

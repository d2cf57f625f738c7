// One holder at a time across every tab of the app and its service worker: a Web Lock, held for
// the whole of the work. A caller that finds the lock taken waits its turn. Without Web Locks
// (old browsers, unit tests) the work is still serialised within the tab, per lock name.

// shared/ is typed without the DOM: the part of the Web Locks API used here.
interface Locks {
  request<T>(name: string, work: () => Promise<T>): Promise<T>
}

const chains = new Map<string, Promise<unknown>>()

export function withWebLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks
  if (locks) return locks.request(name, work)
  const next = (chains.get(name) ?? Promise.resolve()).then(work, work)
  chains.set(
    name,
    next.catch(() => {}),
  )
  return next
}

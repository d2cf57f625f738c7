// Which browser tab this page is, and which tabs are still open. The id lives in
// sessionStorage, so it survives a reload and is new in a new tab; while the page is open it
// holds the Web Lock `hig:tab:<id>`, so any page can tell a live tab's data from what a closed
// tab left behind. A duplicated tab inherits its original's sessionStorage: it finds the lock
// taken and takes a new id.
import {
  TAB_ID_KEY as ID_KEY,
  TAB_LOCK_PREFIX as LOCK_PREFIX,
} from '#shared/protocols/storage-keys.ts'

function newId(): string {
  return crypto.randomUUID()
}

let current: string | null = null

export function tabId(): string {
  if (current) return current
  try {
    current = sessionStorage.getItem(ID_KEY) ?? newId()
    sessionStorage.setItem(ID_KEY, current)
  } catch {
    current = newId()
  }
  return current
}

function holdForever(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    void navigator.locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock !== null)
        // Held until the page goes away.
        return lock ? new Promise<void>(() => {}) : undefined
      })
      .catch(() => resolve(false))
  })
}

let claim: Promise<{ id: string; previous: string | null } | null> | null = null

// Takes this tab's lock once. Resolves with the id (and the one it replaced, for a duplicated
// tab), or null where the browser has no Web Locks.
export function claimTab(): Promise<{ id: string; previous: string | null } | null> {
  if (claim) return claim
  claim = (async () => {
    if (typeof navigator === 'undefined' || !navigator.locks) return null
    const first = tabId()
    if (await holdForever(LOCK_PREFIX + first)) return { id: first, previous: null }
    current = newId()
    try {
      sessionStorage.setItem(ID_KEY, current)
    } catch {
      // The id stays in memory for this page.
    }
    await holdForever(LOCK_PREFIX + current)
    return { id: current, previous: first }
  })()
  return claim
}

// The ids of tabs open now (null where the browser cannot tell).
export async function openTabIds(): Promise<Set<string> | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return null
  const { held = [] } = await navigator.locks.query()
  return new Set(
    held
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(LOCK_PREFIX))
      .map((name) => name.slice(LOCK_PREFIX.length)),
  )
}

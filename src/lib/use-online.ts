// Whether the browser believes it is online, following its online/offline events. One hook for
// every screen that says so (the cart, the catalog's indicator, the staff flow's banner).
import { useEffect, useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

// While `when` holds (a read failed, an answer shown from the device), `again` runs when the
// browser comes back online.
export function useWhenBackOnline(when: boolean, again: () => void): void {
  useEffect(() => {
    if (!when) return
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [when, again])
}

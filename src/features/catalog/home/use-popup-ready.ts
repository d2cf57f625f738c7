import { useEffect, useState } from 'react'
import { afterLoadAndIdle } from '../../../lib/idle.ts'

// What a person does to a page: a popup appearing after any of these would land under a finger
// or a key already on its way.
const personAtWork = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const

// Whether the home page's popup may open: once the page has settled (afterLoadAndIdle, which
// comes seconds after the first screen), and only if the person has not started using the page
// by then. If they have, it stays unseen and opens on their next visit to the home page.
export function usePopupReady(hasPopup: boolean): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!hasPopup) return
    let atWork = false
    const stop = () => {
      atWork = true
      unlisten()
    }
    const unlisten = () => {
      for (const type of personAtWork) window.removeEventListener(type, stop)
    }
    for (const type of personAtWork) window.addEventListener(type, stop, { passive: true })
    let canceled = false
    void afterLoadAndIdle().then(() => {
      unlisten()
      if (!canceled && !atWork) setReady(true)
    })
    return () => {
      canceled = true
      unlisten()
    }
  }, [hasPopup])
  return hasPopup && ready
}

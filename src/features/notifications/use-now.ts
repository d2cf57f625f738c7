import { useEffect, useState } from 'react'

// The clock, re-read every second while `ticking` (a countdown on screen). Reads Date.now, so
// it stays right after the tab sleeps and tests can move the clock.
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

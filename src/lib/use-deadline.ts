import { useCallback, useEffect, useState } from 'react'
import { secondsLeft } from './countdown.ts'

// Seconds left until a deadline that may lie in the past already (a code sent minutes ago,
// before the screen opened). Reads the clock, so it stays right when the tab sleeps.
export function useDeadline(initialDeadline: number | (() => number)) {
  const [deadline, setDeadline] = useState(initialDeadline)
  const [now, setNow] = useState(() => Date.now())
  const remaining = secondsLeft(deadline, now)

  useEffect(() => {
    if (remaining <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [remaining, deadline])

  const restart = useCallback((durationMs: number) => {
    const start = Date.now()
    setNow(start)
    setDeadline(start + durationMs)
  }, [])

  return { remaining, restart }
}

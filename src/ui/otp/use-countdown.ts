import { useCallback, useEffect, useState } from 'react'
import { secondsLeft } from '../../lib/countdown.ts'

// A countdown to a deadline, re-rendering every second until it reaches zero. Reads the clock
// (Date.now), so it stays right when the tab sleeps and tests can move the clock.
export function useCountdown(durationMs: number, startRunning = true) {
  const [deadline, setDeadline] = useState(() => (startRunning ? Date.now() + durationMs : 0))
  const [now, setNow] = useState(() => Date.now())
  const remaining = secondsLeft(deadline, now)

  useEffect(() => {
    if (remaining <= 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [remaining, deadline])

  const restart = useCallback(() => {
    const start = Date.now()
    setNow(start)
    setDeadline(start + durationMs)
  }, [durationMs])

  return { remaining, running: remaining > 0, restart }
}

import { useCallback } from 'react'
import { useDeadline } from '../../lib/use-deadline.ts'

// A countdown of `durationMs`, running from the first render unless told not to; restart runs
// it again in full.
export function useCountdown(durationMs: number, startRunning = true) {
  const { remaining, restart } = useDeadline(() => (startRunning ? Date.now() + durationMs : 0))
  const restartInFull = useCallback(() => restart(durationMs), [restart, durationMs])
  return { remaining, running: remaining > 0, restart: restartInFull }
}

import { useEffect, useState } from 'react'

// Resolves in a task of its own: a MessageChannel message, which (unlike a timer) no background
// tab throttles and no page-clock fake in tests holds back. The app's start is cut into such
// tasks so that none of them blocks a tap for long on a slow phone (decision 211).
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

// From `start`, one `step` more in each following task, up to `limit`.
function useCountUp(start: number, limit: number, step: number): number {
  const [value, setValue] = useState(start)
  useEffect(() => {
    if (value >= limit) return
    let mounted = true
    void nextTask().then(() => mounted && setValue(Math.min(value + step, limit)))
    return () => {
      mounted = false
    }
  }, [value, limit, step])
  return Math.min(value, limit)
}

// 1 on a component's first render, then one more in each following task up to `count`: a
// frame drawn in parts, each short (decision 211).
export function usePasses(count: number): number {
  return useCountUp(1, count, 1)
}

// `first` of `items` on the first render (none by default), then `step` more in each following
// task: a list of heavy rows drawn a few rows per task, never all in one long task (decision
// 211). Rows shown stay shown when the list changes.
export function useRevealed<T>(items: readonly T[], step: number, first = 0): readonly T[] {
  const shown = useCountUp(first, items.length, step)
  return shown >= items.length ? items : items.slice(0, shown)
}

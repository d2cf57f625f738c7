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

// 1 on a component's first render, then one more in each following task up to `count`: a
// frame drawn in parts, each short (decision 211).
export function usePasses(count: number): number {
  const [pass, setPass] = useState(1)
  useEffect(() => {
    if (pass >= count) return
    let mounted = true
    void nextTask().then(() => mounted && setPass(pass + 1))
    return () => {
      mounted = false
    }
  }, [pass, count])
  return pass
}

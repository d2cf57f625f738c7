import { useEffect, useRef } from 'react'

// Calls `onVisible` when the returned element comes near the screen (the end of a list).
export function useLoadMore(enabled: boolean, onVisible: () => void, deps: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!element || !enabled) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps])
  return ref
}

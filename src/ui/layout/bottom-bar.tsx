// A screen's bar of main buttons (Next, Pay, Add, Submit), kept above the bottom navigation.
// Its height joins --bottom-navigation-height while it is shown, so toasts rise above it and
// keyboard focus scrolls clear of it (html's scroll-padding-bottom, WCAG 2.4.11).
import { useEffect, useState, type ReactNode } from 'react'
import classes from './bottom-bar.module.css'

const BOTTOM_NAVIGATION = 65

/** A ref callback for the bar's element (it may appear after the screen's first render). */
function useBottomBar(): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!element) return
    const root = document.documentElement
    const place = () =>
      root.style.setProperty(
        '--bottom-navigation-height',
        `${BOTTOM_NAVIGATION + element.offsetHeight}px`,
      )
    const forget = () => root.style.removeProperty('--bottom-navigation-height')
    if (typeof ResizeObserver === 'undefined') {
      place()
      return forget
    }
    // The observer reports the bar once it is laid out, before that frame is painted. Reading
    // its height here instead made the browser lay out the whole page in the middle of the
    // screen's first render (8 ms of a product page's start).
    const observer = new ResizeObserver(place)
    observer.observe(element)
    return () => {
      observer.disconnect()
      forget()
    }
  }, [element])
  return setElement
}

export function BottomBar(props: { children: ReactNode }) {
  const bar = useBottomBar()
  return (
    <div ref={bar} className={classes.footer}>
      {props.children}
    </div>
  )
}

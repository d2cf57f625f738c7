// The checkout steps' footer with their main button (Next, Pay), kept above the bottom
// navigation. While it is shown, toasts rise above it (the shell places them from
// --bottom-navigation-height), so a message never hides the button.
import { useEffect, useRef, type ReactNode } from 'react'
import classes from './checkout-footer.module.css'

const BOTTOM_NAVIGATION = 65

export function CheckoutFooter(props: { children: ReactNode }) {
  const footer = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = footer.current
    if (!element) return
    const root = document.documentElement
    const place = () =>
      root.style.setProperty(
        '--bottom-navigation-height',
        `${BOTTOM_NAVIGATION + element.offsetHeight}px`,
      )
    place()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty('--bottom-navigation-height')
    }
  }, [])
  return (
    <div ref={footer} className={classes.footer}>
      {props.children}
    </div>
  )
}

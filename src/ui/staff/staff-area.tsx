import { useEffect, type ReactNode } from 'react'

// The staff screens are used by working hands (gloves, oil, a phone held in one hand): while one
// is open, every control the theme draws is at least 44 × 44 px, the header's and the dialogs'
// too (decision 255). The size is a CSS variable on the page's root, so portals read it.
const STAFF_TOUCH_TARGET = '44px'

export function StaffArea(props: { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement.style
    root.setProperty('--touch-target', STAFF_TOUCH_TARGET)
    return () => {
      root.removeProperty('--touch-target')
    }
  }, [])
  return props.children
}

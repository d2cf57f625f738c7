import { safeRedirect } from '../../app/router-context.ts'

// The page a guard sent the person from (?redirect=), kept only when it is inside the app.
// Always set, even to undefined: the root route passes every raw search value down, so an
// unsafe value left out here would reach the screen anyway.
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const target = safeRedirect(search.redirect)
  return { redirect: target === '/' ? undefined : target }
}

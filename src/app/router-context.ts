import { redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../api/session-store.ts'

// What route guards and loaders receive.
export interface RouterContext {
  isLoggedIn: () => boolean
}

export const routerContext: RouterContext = { isLoggedIn: () => isLoggedIn() }

// Guards of the spec's role tables: a visitor is sent to one of three places, and comes back
// to where they were after signing in.
export function requireLogin(
  context: RouterContext,
  location: { href: string },
  to: '/login/' | '/login/d/' | '/',
): void {
  if (context.isLoggedIn()) return
  throw redirect({ to, search: to === '/' ? {} : { redirect: location.href }, replace: true })
}

export function guestOnly(context: RouterContext): void {
  if (context.isLoggedIn()) throw redirect({ to: '/', replace: true })
}

// Only paths inside the app are followed after login (no open redirect).
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : '/'
}

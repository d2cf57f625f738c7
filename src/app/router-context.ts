import { redirect, type StaticDataRouteOption } from '@tanstack/react-router'
import { isLoggedIn } from '../api/session-store.ts'

// What route guards and loaders receive.
export interface RouterContext {
  isLoggedIn: () => boolean
}

export const routerContext: RouterContext = { isLoggedIn: () => isLoggedIn() }

// Where the spec's role tables send a visitor who is not signed in: to one of two login
// screens, or home. Each page says so in its `staticData` when it differs from its guard's.
type SignInAt = '/login/' | '/login/d/' | '/'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    signInAt?: SignInAt
  }
}

// The guard of a signed-in person's pages; they come back to where they were after signing in.
export function requireLogin({ context, location, matches }: GuardArgs, fallback: SignInAt): void {
  if (context.isLoggedIn()) return
  const to = matches.at(-1)?.staticData.signInAt ?? fallback
  throw redirect({ to, search: to === '/' ? {} : { redirect: location.href }, replace: true })
}

interface GuardArgs {
  context: RouterContext
  location: { href: string }
  matches: readonly { staticData: StaticDataRouteOption }[]
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

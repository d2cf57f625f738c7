import { redirect, type StaticDataRouteOption } from '@tanstack/react-router'
import { isLoggedIn } from '../api/session-store.ts'

// What route guards receive: who is signed in.
export interface RouterContext {
  isLoggedIn: () => boolean
}

export const routerContext: RouterContext = { isLoggedIn }

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

/** A page's read (REST, wallet or commerce), as its feature writes it: it knows how to start. */
interface Warmable {
  warm: () => void
}

/**
 * What a route's loader does with its page's reads (decision 281): loads the feature's queries
 * on demand (no other page's first load carries them) and starts the same reads its screen
 * makes, which the screen then takes over. Returns nothing and never throws, offline or not:
 * the navigation never waits for it, and the screen shows its own states.
 */
export function warmPage<M>(
  feature: () => Promise<M>,
  queries: (module: M) => Warmable | readonly Warmable[],
): void {
  void feature()
    .then((module) => {
      for (const query of [queries(module)].flat()) query.warm()
    })
    .catch(() => undefined)
}

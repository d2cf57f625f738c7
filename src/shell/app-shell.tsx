// The frame of every screen: header, side menu, content, bottom navigation, toasts.
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { t } from '@lingui/core/macro'
import { onSessionEnded } from '../api/refresh.ts'
import { isLoggedIn } from '../api/session-store.ts'
import { useAnythingUnseen } from '../features/notifications/use-anything-unseen.ts'
import { shellIsDrawn } from './shell-drawn.ts'
import { onSignedOut } from './session-watch.ts'
import { dismissAllToasts, toast, Toaster } from '../ui/toasts/toasts.tsx'
import { UpdatePrompt } from './update-prompt.tsx'
import type { NaturalParent } from './back-control.tsx'
import { BottomNavigation } from './bottom-navigation.tsx'
import { Header } from './header.tsx'
import { RouteProgress } from './route-progress.tsx'
import classes from './shell.module.css'

// The side menu (a drawer) loads the first time it is opened, not with the first paint.
const SideMenu = lazy(() =>
  import('./side-menu.tsx').then((module) => ({ default: module.SideMenu })),
)

// `naturalParent` says where each screen's back control leads (the routes know their screens).
export function AppShell(props: { children: ReactNode; naturalParent: NaturalParent }) {
  const [menuOpened, setMenuOpened] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const router = useRouter()
  const unseen = useAnythingUnseen()
  // The first render draws the header's box and brand only; the rest (the route, the header's
  // tools, the bottom navigation) comes in a deferred render, which React cuts into short
  // slices and yields between (decision 272). The boot frame covers the page until it is in.
  const drawn = useDeferredValue(true, false)
  useEffect(() => {
    if (drawn) shellIsDrawn()
  }, [drawn])

  // A persisted login: read the person again (names changed elsewhere, a session ended
  // elsewhere). Loaded on demand, so visitors never download it.
  useEffect(() => {
    if (isLoggedIn()) void import('../api/session-user.ts').then((m) => m.refreshSessionUser())
  }, [])

  // A toast belongs to its screen: going to another one clears it (a search or a filter of the
  // same screen does not). The history tells at once, before the new screen loads.
  useEffect(() => {
    let path = router.history.location.pathname
    return router.history.subscribe(() => {
      const next = router.history.location.pathname
      if (next !== path) dismissAllToasts()
      path = next
    })
  }, [router])

  // Signed out here or in another tab: home, with no cached data of the person left.
  useEffect(() => onSignedOut(() => void router.navigate({ to: '/' })), [router])

  // The session could not be renewed (signed out on another device, or away too long): the
  // person is told, in their language, rather than finding themselves signed out unawares.
  useEffect(
    () =>
      onSessionEnded(() => {
        void import('./sign-out.ts')
          .then((module) => module.forgetSignedInPerson())
          .then(() => router.navigate({ to: '/' }))
          .then(() => toast.warning(t`Your session has ended. Sign in again to continue.`))
      }),
    [router],
  )

  return (
    <>
      <RouteProgress />
      <Header
        menuOpened={menuOpened}
        onMenu={() => {
          setMenuLoaded(true)
          setMenuOpened((opened) => !opened)
        }}
        unseen={unseen}
        tools={drawn}
        naturalParent={props.naturalParent}
      />
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
        </Suspense>
      )}
      <main className={classes.main} id="main">
        {drawn && props.children}
      </main>
      {drawn && (
        <>
          <BottomNavigation />
          <UpdatePrompt />
          <Toaster />
        </>
      )}
    </>
  )
}

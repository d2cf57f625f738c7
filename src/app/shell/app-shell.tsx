// The frame of every screen: header, side menu, content, bottom navigation, toasts.
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { t } from '@lingui/core/macro'
import { onSessionEnded } from '../../api/refresh.ts'
import { isLoggedIn, useIsLoggedIn } from '../../api/session-store.ts'
import { useDbQuery } from '../../db/index.ts'
import { shellIsDrawn } from '../boot-frame.ts'
import { onSignedOut } from '../session-watch.ts'
import { toast, Toaster } from '../toasts.tsx'
import { UpdatePrompt } from '../service-worker.tsx'
import { BottomNavigation } from './bottom-navigation.tsx'
import { Header } from './header.tsx'
import { RouteProgress } from './route-progress.tsx'
import classes from './shell.module.css'

// The side menu (a drawer) loads the first time it is opened, not with the first paint.
const SideMenu = lazy(() =>
  import('./side-menu.tsx').then((module) => ({ default: module.SideMenu })),
)

// Notifications are a signed-in person's (synced from the server, cleared at sign-out): a
// visitor's page never loads the device database for the bell (decision 223).
function useAnythingUnseen(): boolean {
  const loggedIn = useIsLoggedIn()
  return useDbQuery(
    async (db) => {
      const now = new Date().toISOString()
      const unseen = await db.notifications.where('seen').equals(0).toArray()
      return unseen.some((notification) => !notification.expiresAt || notification.expiresAt > now)
    },
    [],
    false,
    { defer: true, enabled: loggedIn },
  )
}

export function AppShell(props: { children: ReactNode }) {
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
    if (isLoggedIn()) void import('../../api/session-user.ts').then((m) => m.refreshSessionUser())
  }, [])

  // Signed out here or in another tab: home, with no cached data of the person left.
  useEffect(() => onSignedOut(() => void router.navigate({ to: '/' })), [router])

  // The session could not be renewed (signed out on another device, or away too long): the
  // person is told, in their language, rather than finding themselves signed out unawares.
  useEffect(
    () =>
      onSessionEnded(() => {
        void import('../sign-out.ts')
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

// The frame of every screen: header, side menu, content, bottom navigation, toasts.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { onSessionEnded } from '../../api/refresh.ts'
import { useDbQuery } from '../../db/index.ts'
import { Toaster } from '../toasts.tsx'
import { UpdatePrompt } from '../service-worker.tsx'
import { BottomNavigation } from './bottom-navigation.tsx'
import { Header } from './header.tsx'
import { RouteProgress } from './route-progress.tsx'

// The side menu (a drawer) loads the first time it is opened, not with the first paint.
const SideMenu = lazy(() =>
  import('./side-menu.tsx').then((module) => ({ default: module.SideMenu })),
)
import classes from './shell.module.css'

function useAnythingUnseen(): boolean {
  return useDbQuery(
    async (db) => {
      const now = new Date().toISOString()
      const unseen = await db.notifications.where('seen').equals(0).toArray()
      return unseen.some((notification) => !notification.expiresAt || notification.expiresAt > now)
    },
    [],
    false,
    { defer: true },
  )
}

export function AppShell(props: { children: ReactNode }) {
  const [menuOpened, setMenuOpened] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const router = useRouter()
  const unseen = useAnythingUnseen()

  useEffect(
    () =>
      onSessionEnded(() => {
        void import('../sign-out.ts')
          .then((module) => module.forgetSignedInPerson())
          .then(() => router.navigate({ to: '/' }))
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
      />
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
        </Suspense>
      )}
      <main className={classes.main} id="main">
        {props.children}
      </main>
      <BottomNavigation />
      <UpdatePrompt />
      <Toaster />
    </>
  )
}

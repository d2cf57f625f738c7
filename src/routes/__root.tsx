import { lazy, Suspense } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../shell/app-shell.tsx'
import type { RouterContext } from './-router-context.ts'
import { AddToCartProvider } from '../features/cart/add-to-cart-provider.tsx'
import { NotificationsBackground } from '../features/notifications/background/notifications-background.tsx'
import { naturalParent } from './-natural-parents.ts'

// Pages for what rarely happens: their code (and Mantine's Button, Title…) is not first-load.
const ErrorPage = lazy(() =>
  import('../ui/pages/error-page.tsx').then((module) => ({ default: module.ErrorPage })),
)
const NotFoundPage = lazy(() =>
  import('../ui/pages/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
)

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell naturalParent={naturalParent}>
      <AddToCartProvider>
        <Outlet />
      </AddToCartProvider>
      <NotificationsBackground />
    </AppShell>
  ),
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ),
  errorComponent: () => (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  ),
})

import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../app/shell/app-shell.tsx'
import { ErrorPage } from '../app/pages/error-page.tsx'
import { NotFoundPage } from '../app/pages/not-found-page.tsx'
import type { RouterContext } from '../app/router-context.ts'
import { AddToCartProvider } from '../features/cart/add-to-cart-provider.tsx'
import { NotificationsBackground } from '../features/notifications/background/notifications-background.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <AddToCartProvider>
        <Outlet />
      </AddToCartProvider>
      <NotificationsBackground />
    </AppShell>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

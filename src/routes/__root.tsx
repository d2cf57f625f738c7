import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../app/shell/app-shell.tsx'
import { ErrorPage } from '../app/pages/error-page.tsx'
import { NotFoundPage } from '../app/pages/not-found-page.tsx'
import type { RouterContext } from '../app/router-context.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})

// notification/*: the notification list, seen marks and push device registration.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function notificationRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}

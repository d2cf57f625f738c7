// service_center/*: the staff area and the service-center finder.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function serviceCenterRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}

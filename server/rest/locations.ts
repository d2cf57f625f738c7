// locations/*: countries, provinces, cities and regions.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function locationsRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}

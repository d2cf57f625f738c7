// rates/*: poll questions and bill ratings.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function ratesRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}

// content/*: FAQ and home sliders.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function contentRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}

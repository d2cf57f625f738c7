// content/*: FAQ and home sliders.
import type { AppDeps } from '../app-deps.ts'
import { contentFaqRoutes } from './content-faq.ts'
import { contentSliderRoutes } from './content-slider.ts'
import { createRouter } from './http.ts'

export function contentRoutes(deps: AppDeps) {
  const router = createRouter()
  router.route('/', contentSliderRoutes(deps))
  router.route('/', contentFaqRoutes(deps))
  return router
}

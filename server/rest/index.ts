// /api/v1: one module per REST group of the spec, each serving its routes of the contract.
import { HTTPException } from 'hono/http-exception'
import * as sellers from '#shared/contracts/rest/sellers.ts'
import { authenticate } from '../auth/request-user.ts'
import { isSubmitCredential } from '../auth/submit-credential.ts'
import { languageOf } from '../lib/language.ts'
import { databaseErrorKind, databaseErrorWords, errorReference } from '../db/database-errors.ts'
import { OutOfTimeError } from '../lib/request-deadline.ts'
import { outOfTime } from '../http/request-budget.ts'
import type { AppDeps } from '../app-deps.ts'
import { accountRoutes } from './accounts.ts'
import { carsRoutes } from './cars.ts'
import { contentRoutes } from './content.ts'
import { devRoutes } from './dev.ts'
import { docsRoutes } from './docs.ts'
import { faultInjection } from './dev-faults.ts'
import { geocodingRoutes } from '../geocoding/routes.ts'
import { createRouter } from './http.ts'
import type { AnswerCache } from '../catalog/answer-cache.ts'
import { keptPublicRead } from './kept-catalog.ts'
import { locationsRoutes } from './locations.ts'
import { notificationRoutes } from './notification.ts'
import { ordersRoutes } from './orders.ts'
import { productsRoutes } from './products.ts'
import { ratesRoutes } from './rates.ts'
import { sellersRoutes } from './sellers.ts'
import { serviceCenterRoutes } from './service-center/index.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export function restApi(deps: AppDeps, answers: AnswerCache) {
  const api = createRouter()

  api.use('*', async (c, next) => {
    c.set('language', languageOf(c.req.header('accept-language')))
    const header = c.req.header('authorization') ?? null
    const auth = await authenticate(deps, header)
    // The service worker's submit credential is no one's session: every route sees a visitor,
    // and submit-service/ alone reads it (decision 173).
    if (auth.kind === 'invalid' && isSubmitCredential(header, deps.config.jwtSecret)) {
      c.set('auth', { kind: 'visitor' })
      return next()
    }
    if (auth.kind === 'invalid') {
      return c.json(
        {
          success: false,
          code: 401,
          message: 'Given token not valid for any token type',
          detail: auth.code,
          data: null,
        },
        401,
      )
    }
    c.set('auth', auth)
    await next()
  })
  if (deps.config.devOutbox) api.use('*', faultInjection(deps))
  // The sellers' catalog pages are the same for everyone: kept per catalog version.
  for (const route of [sellers.products, sellers.productSliders]) {
    api.use(`/${route.path}`, keptPublicRead(answers, route))
  }

  // Each group serves its routes at the full paths of the contract (shared/contracts/rest/).
  for (const routes of [
    accountRoutes,
    locationsRoutes,
    geocodingRoutes,
    contentRoutes,
    productsRoutes,
    sellersRoutes,
    ordersRoutes,
    ratesRoutes,
    carsRoutes,
    notificationRoutes,
    serviceCenterRoutes,
    docsRoutes,
  ]) {
    api.route('/', routes(deps))
  }
  if (deps.config.devOutbox) api.route('/', devRoutes(deps))

  // Anything else under /api/v1 is a JSON 404, never the app's HTML.
  api.all('*', (c) => c.json({ success: false, code: 404, message: 'Not found.', data: null }, 404))
  // The safety net behind every route's own validation: a value the database cannot hold is
  // the client's mistake (400), a busy database a retry-later (503); database text, stacks and
  // paths never leave the server, and an unexpected error has a reference found in the log.
  api.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    if (error instanceof OutOfTimeError) return outOfTime(c)
    const language = languageOf(c.req.header('accept-language'))
    const kind = databaseErrorKind(error)
    if (kind === 'bad-input' || kind === 'busy') {
      const status = kind === 'busy' ? 503 : 400
      if (kind === 'busy') c.header('retry-after', '5')
      const words = databaseErrorWords[kind]
      const message = translate(language, words)
      return c.json({ success: false, code: status, message, data: null }, status)
    }
    const reference = errorReference()
    deps.log.error('rest.failed', {
      reference,
      path: c.req.path,
      message: error.message,
      stack: error.stack,
    })
    const message = translate(
      language,
      msg('Sorry, something went wrong (reference {reference}).', { reference }),
    )
    return c.json({ success: false, code: 500, message, reference, data: null }, 500)
  })
  return api
}

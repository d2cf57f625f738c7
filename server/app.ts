// The HTTP application: REST, the three GraphQL endpoints, generated media and the built app,
// all on one origin. Every request passes the edge checks (edge-guard.ts) and every answer
// carries the security headers (security-headers.ts). The development payment gateway is
// mounted only when DEV_PAYMENT_GATEWAY=1.
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import type { AppDeps } from './app-deps.ts'
import { graphqlHandler } from './graphql/http.ts'
import { buildSchemas } from './graphql/schemas.ts'
import { createAnswerCache, type AnswerCache } from './catalog/answer-cache.ts'
import { mediaRoutes } from './media/routes.ts'
import { gatewayRoutes } from './payments/gateway-routes.ts'
import { restApi } from './rest/index.ts'
import { faultInjection, graphqlOperationOf } from './rest/dev-faults.ts'
import { firstHeaderBanner } from './content/first-banner.ts'
import { productPicture } from './content/product-picture.ts'
import { mountStatic } from './static.ts'
import { edgeGuard } from './http/edge-guard.ts'
import { securityHeaders } from './http/security-headers.ts'
import { outOfTime, requestBudget } from './http/request-budget.ts'
import { apiError } from './http/api-error.ts'
import { OutOfTimeError } from './lib/request-deadline.ts'
import { databaseErrorKind, databaseErrorWords, errorReference } from './db/database-errors.ts'
import { HTTPException } from 'hono/http-exception'
import { fairShare } from './http/fair-share.ts'
import { clientAddress } from './http/client-address.ts'
import { requestId } from './http/request-id.ts'
import { lifecycleOf } from './http/lifecycle.ts'
import { healthRoutes } from './http/health.ts'
import { createMetrics } from './http/metrics.ts'
import { msg } from './i18n/message.ts'

export function createApp(given: AppDeps, options: { answers?: AnswerCache } = {}): Hono {
  const app = new Hono()
  const schemas = buildSchemas()
  // Catalog answers kept for everyone, shared by REST and the commerce endpoint.
  const answers = options.answers ?? createAnswerCache(given.db)
  const lifecycle = lifecycleOf(given)
  const metrics = given.config.metricsToken
    ? createMetrics(given.config.metricsToken, {
        db: given.db,
        lifecycle,
        cache: () => answers.stats(),
      })
    : null
  const deps: AppDeps = metrics ? { ...given, log: metrics.tap(given.log) } : given

  app.use('*', requestId())
  if (metrics) app.use('*', metrics.middleware)
  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    deps.log.debug('http', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })
  app.use('*', securityHeaders({ hstsMaxAge: deps.config.hstsMaxAge }))
  // For the load balancer and the metrics collector: before the limits meant for people.
  app.route('/', healthRoutes(deps, lifecycle))
  if (metrics) app.route('/', metrics.routes)
  app.use('*', lifecycle.track)
  app.use('*', ...edgeGuard())
  app.use('*', requestBudget(deps.config.requestTimeBudgetMs, deps.log))
  // The fair share covers what does work per request; the app's files are served as they are.
  const share = fairShare({
    perClient: deps.config.clientConcurrentRequests,
    queue: 100,
    clientOf: (c) => clientAddress(c, deps.config.trustProxyHops),
  })
  for (const path of ['/api/*', '/graphql/*', '/media/*', '/gateway/*']) {
    app.use(path, share)
  }
  app.use('*', compress())

  app.route('/api/v1', restApi(deps, answers))
  app.route('/media', mediaRoutes(deps))
  if (deps.config.devPaymentGateway) app.route('/gateway', gatewayRoutes(deps))

  const endpoints = [
    ['/graphql/wallet/', schemas.wallet, true],
    ['/graphql/otp/', schemas.otp, false],
    ['/graphql/', schemas.commerce, true],
  ] as const
  // Development only: faults injected into GraphQL calls too (decision 074).
  if (deps.config.devOutbox) {
    app.use('/graphql/*', faultInjection(deps, graphqlOperationOf) as MiddlewareHandler)
  }
  for (const [path, schema, checkToken] of endpoints) {
    const handler = graphqlHandler(schema, deps, {
      checkToken,
      answers: schema === schemas.commerce ? answers : undefined,
    })
    app.on(['GET', 'POST'], [path, path.slice(0, -1)], handler)
  }

  // Behind every route's own handling: an error no route answered is never a bare 500 with a
  // stack; a busy or unreachable database is a retry-later (REST has the same, in its shape).
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    if (error instanceof OutOfTimeError) return outOfTime(c)
    if (databaseErrorKind(error) === 'busy') {
      c.header('retry-after', '5')
      return apiError(c, 503, databaseErrorWords.busy, 'SERVICE_UNAVAILABLE')
    }
    const reference = errorReference()
    deps.log.error('http.failed', {
      reference,
      path: c.req.path,
      message: error.message,
      stack: error.stack,
    })
    return apiError(
      c,
      500,
      msg('Something went wrong on our side (reference {reference}).', { reference }),
      'INTERNAL_SERVER_ERROR',
    )
  })

  mountStatic(app, deps.config.staticDir, {
    homeBanner: () => firstHeaderBanner(deps.db),
    productPicture: (segment) => productPicture(deps.db, segment),
  })
  return app
}

// The edge of the server: the built app served from its folder and nothing beside it, the
// security headers on every answer, and malformed requests answered 4xx before any route.
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { fakeBuiltApp, testApp } from '../test-support.ts'

const builtPolicy =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"

describe('the edge of the server', () => {
  let t: Awaited<ReturnType<typeof testApp>>

  beforeAll(async () => {
    t = await testApp({ config: { staticDir: fakeBuiltApp(builtPolicy) } })
  })

  it('serves the app and never a file beside its folder', async () => {
    expect(await (await t.app.request('/')).text()).toContain('app')
    expect(await (await t.app.request('/some/app/route')).text()).toContain('app')
    const asset = await t.app.request('/assets/app-1.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await t.app.request('/sw.js')).headers.get('cache-control')).toContain('no-cache')
    for (const path of [
      '/..%2fdist-old/secret.txt',
      '/..%2Fdist-old%2Fsecret.txt',
      '/%2e%2e/dist-old/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fdist-old/secret.txt',
      '/..%5cdist-old%5csecret.txt',
      '/../secret.txt',
    ]) {
      const response = await t.app.request(path)
      expect(await response.text(), path).not.toContain('SECRET')
      expect(response.status, path).toBeLessThan(500)
    }
  })

  it('answers a badly encoded address with 400', async () => {
    for (const path of ['/%E0%A4%A', '/api/v1/%E0%A4%A', '/graphql/%ZZ', '/media/%C0']) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(400)
    }
  })

  it('answers NUL characters in an address with 400, and ids no row can have with 404', async () => {
    expect((await t.app.request('/api/v1/locations/cities/?q=a%00b')).status).toBe(400)
    expect((await t.app.request('/index%00.html')).status).toBe(400)
    for (const file of ['2147483648.svg', '99999999999999999999.svg', '-1.svg', '0.svg']) {
      expect((await t.app.request(`/media/products/${file}`)).status, file).toBe(404)
    }
  })

  it('answers a body over the limit with 413, on every route', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(150 * 1024) })
    for (const path of ['/api/v1/accounts/logout/', '/graphql/', '/graphql/otp/', '/anything']) {
      const response = await t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      })
      expect(response.status, path).toBe(413)
    }
  })

  it('answers a REST body holding a NUL character or a lone surrogate with 400', async () => {
    for (const text of ['a\u0000b', 'a\ud800']) {
      const response = await t.rest('put', 'accounts/user/', { json: { first_name: text } })
      expect(response.status).toBe(400)
    }
  })

  it('puts the security headers on every answer, the app policy on the app', async () => {
    for (const path of ['/', '/assets/app-1.js', '/api/v1/no/such/', '/graphql/', '/media/x']) {
      const headers = (await t.app.request(path)).headers
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy'), path).toContain('camera=()')
      const policy = headers.get('content-security-policy') ?? ''
      expect(policy, path).toContain("frame-ancestors 'none'")
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(headers.get('strict-transport-security'), path).toBeNull()
    }
    expect((await t.app.request('/')).headers.get('content-security-policy')).toBe(builtPolicy)
    expect((await t.app.request('/api/v1/x')).headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    )
  })

  it('sends HSTS when configured behind TLS', async () => {
    const app = createApp({ ...t.deps, config: { ...t.deps.config, hstsMaxAge: 600 } })
    expect((await app.request('/api/v1/x')).headers.get('strict-transport-security')).toBe(
      'max-age=600; includeSubDomains',
    )
  })

  it('mounts the development gateway only when enabled, never in production', async () => {
    const closed = createApp({ ...t.deps, config: { ...t.deps.config, devPaymentGateway: false } })
    // Not mounted: the address is only an app route like any other.
    expect(await (await closed.request('/gateway/some-payment')).text()).not.toContain('payment')
    expect((await t.app.request('/gateway/some-payment')).status).toBe(404)
    expect(await (await t.app.request('/gateway/some-payment')).text()).toContain(
      'This payment does not exist',
    )
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_PAYMENT_GATEWAY: '1' })).toThrow(
      ConfigError,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(ConfigError)
    expect(loadConfig({ NODE_ENV: 'production', DATABASE: 'memory' }).devPaymentGateway).toBe(false)
  })
})

// Headers every answer carries. Pages and files of the app get the app's policy from
// server/static.ts and the development gateway its own; everything else (API answers, generated
// pictures) gets a policy that lets nothing run, load or frame it.
import type { MiddlewareHandler } from 'hono'
import { lockedDownPolicy } from '#shared/protocols/content-security-policy.ts'

// Features the app uses are allowed to itself only; the rest to nobody.
const permissionsPolicy = [
  'geolocation=(self)',
  'web-share=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ')

export function securityHeaders(options: { hstsMaxAge: number | null }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const set = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value)
    }
    set('content-security-policy', lockedDownPolicy)
    set('x-content-type-options', 'nosniff')
    set('referrer-policy', 'strict-origin-when-cross-origin')
    set('x-frame-options', 'DENY')
    set('permissions-policy', permissionsPolicy)
    set('cross-origin-opener-policy', 'same-origin')
    if (options.hstsMaxAge !== null) {
      set('strict-transport-security', `max-age=${options.hstsMaxAge}; includeSubDomains`)
    }
  }
}

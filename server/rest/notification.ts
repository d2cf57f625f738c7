// notification/*: the person's notifications (list, detail, seen), push device registration,
// the Web Push key, the per-person push token (beams), the live stream and sending (admin).
import { z } from 'zod'
import type { AppDeps } from '../app-deps.ts'
import { bearerOf } from '../auth/request-user.ts'
import { verifyJwt } from '../auth/jwt.ts'
import { beamsTokenFor } from '../push/beams-token.ts'
import { isCommandToken } from '../push/command-token.ts'
import { registerDevice, removeDevice } from '../push/devices.ts'
import { liveHubOf } from '../push/live-hub.ts'
import { streamNotifications } from '../push/live-stream.ts'
import {
  DEFAULT_SITE,
  findNotification,
  listNotifications,
  markSeen,
  toItem,
} from '../push/notification-store.ts'
import { sendRequest } from '../push/send-request.ts'
import { sendNotification, userIdByPhone } from '../push/send-notification.ts'
import { vapidKeys } from '../push/vapid-keys.ts'
import {
  bodyOf,
  createRouter,
  failWith,
  ok,
  queryOf,
  requireAdmin,
  requireUser,
  say,
  type RestContext,
} from './http.ts'

const siteQuery = z.object({ site: z.string().trim().min(1).max(50).default(DEFAULT_SITE) })

const listQuery = siteQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
})

const seenBody = z.object({ notification_id: z.coerce.number().int().positive() })

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/)

const registrationBody = z
  .object({
    device_token: z.string().trim().min(1).max(4096),
    operating_system: z.string().trim().max(100).default(''),
    user_agent: z.string().trim().max(1000).default(''),
    city_id: z.coerce.number().int().positive().nullish(),
    // Web Push only: the browser's subscription (its endpoint is the device token).
    subscription: z
      .object({
        endpoint: z.url({ protocol: /^https$/ }),
        keys: z.object({ p256dh: base64url.min(80).max(120), auth: base64url.min(16).max(40) }),
      })
      .nullish(),
  })
  .refine((body) => !body.subscription || body.subscription.endpoint === body.device_token, {
    message: 'device_token must be the subscription endpoint.',
    path: ['device_token'],
  })

const removalBody = z.object({ device_token: z.string().trim().min(1).max(4096) })

const beamsInput = z.object({ beam_id: z.string().trim().min(1).max(200) })

function notFound(c: RestContext): never {
  return failWith(404, say(c, 'Not found.', 'غير موجود.'))
}

function idParam(c: RestContext): number {
  const id = Number(c.req.param('id'))
  return Number.isInteger(id) && id > 0 ? id : notFound(c)
}

export function notificationRoutes(deps: AppDeps) {
  const router = createRouter()
  const hub = liveHubOf(deps)

  router.get('/notif/', async (c) => {
    const user = requireUser(c)
    const { site, limit } = queryOf(c, listQuery)
    const rows = await listNotifications(deps.db, user.id, { site, limit })
    const now = Date.now()
    return ok(
      c,
      rows.map((row) => toItem(row, now)),
    )
  })

  router.post('/notif/', async (c) => {
    const user = requireUser(c)
    const { site } = queryOf(c, siteQuery)
    const { notification_id } = await bodyOf(c, seenBody)
    const row = await markSeen(deps.db, user.id, notification_id, site)
    return row ? ok(c, toItem(row)) : notFound(c)
  })

  router.get('/notif/:id/', async (c) => {
    const user = requireUser(c)
    const { site } = queryOf(c, siteQuery)
    const row = await findNotification(deps.db, user.id, idParam(c), site)
    return row ? ok(c, toItem(row)) : notFound(c)
  })

  router.post('/firebase/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(c, registrationBody)
    const device = await registerDevice(deps.db, user.id, {
      deviceToken: body.device_token,
      operatingSystem: body.operating_system,
      userAgent: body.user_agent || (c.req.header('user-agent') ?? '').slice(0, 1000),
      cityId: body.city_id ?? user.cityId,
      subscription: body.subscription ?? null,
    })
    return ok(c, { device_token: device.device_token, kind: device.kind }, '', 201)
  })

  router.delete('/firebase/', async (c) => {
    const user = requireUser(c)
    const { device_token } = await bodyOf(c, removalBody)
    return (await removeDevice(deps.db, user.id, device_token)) ? ok(c, null) : notFound(c)
  })

  // Public: browsers subscribe to Web Push with it.
  router.get('/webpush-key/', async (c) => {
    const keys = await vapidKeys(deps.db, deps.config)
    c.header('cache-control', 'public, max-age=3600')
    return ok(c, { public_key: keys.publicKey })
  })

  const beams = async (c: RestContext, input: unknown) => {
    const user = requireUser(c)
    const parsed = beamsInput.safeParse(input)
    if (!parsed.success) {
      return failWith(400, say(c, 'beam_id is required.', 'المعرّف beam_id مطلوب.'))
    }
    const token = await beamsTokenFor(deps.db, deps.config.jwtSecret, user.id, parsed.data.beam_id)
    // `token` at the top level too: the shape push providers' token providers read.
    return c.json({ success: true, code: 200, message: '', data: { token }, token })
  }
  router.get('/beams/', (c) => beams(c, c.req.query()))
  router.post('/beams/', async (c) => beams(c, await c.req.json().catch(() => ({}))))

  router.get('/stream/', (c) => {
    const user = requireUser(c)
    const { site } = queryOf(c, siteQuery)
    const check = verifyJwt(bearerOf(c.req.header('authorization')) ?? '', deps.config.jwtSecret)
    const until = check.ok ? check.payload.exp * 1000 : Date.now()
    return streamNotifications(c, hub, { userId: user.id, site, until })
  })

  router.post('/send/', async (c) => {
    const header = c.req.header('x-admin-token')
    if (!header || !isCommandToken(header, deps.config.jwtSecret)) {
      requireAdmin(c, deps.config.adminToken)
    }
    const body = await bodyOf(c, sendRequest)
    const userId = body.user_id ?? (body.phone ? await userIdByPhone(deps, body.phone) : null)
    const exists =
      userId !== null &&
      (await deps.db.one('select 1 from users where id = $1 and is_active', [userId]))
    if (!exists || userId === null) {
      return failWith(404, say(c, 'No person has this phone number.', 'لا يوجد شخص بهذا الرقم.'))
    }
    const result = await sendNotification(deps, {
      userId,
      subject: body.subject,
      message: body.message,
      image: body.image ?? null,
      link: body.link ?? null,
      expiresInSeconds: body.expires_in ?? null,
      site: body.site,
    })
    return ok(c, result, say(c, 'Notification sent.', 'تم إرسال الإشعار.'), 201)
  })

  return router
}

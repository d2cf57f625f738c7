// notification/*: the person's notifications (list, detail, seen), push device registration,
// the Web Push key, the per-person push token (beams), the live stream and sending (admin).
import * as notification from '#shared/contracts/rest/notification.ts'
import { isActiveUser } from '../account/people.ts'
import { recordAdminAction } from '../account/admin-audit.ts'
import { adminOrigin } from './admin-actor.ts'
import type { AppDeps } from '../app-deps.ts'
import { bearerOf } from '../auth/request-user.ts'
import { verifyJwt } from '../auth/jwt.ts'
import { beamsTokenFor } from '../push/beams-token.ts'
import { isCommandToken } from '../push/command-token.ts'
import { registerDevice, removeDevice } from '../push/devices.ts'
import { pushEndpointProblem } from '../push/push-endpoints.ts'
import { liveHubOf } from '../push/live-hub.ts'
import { lifecycleOf } from '../http/lifecycle.ts'
import { streamNotifications } from '../push/live-stream.ts'
import {
  findNotification,
  listNotifications,
  markSeen,
  toItem,
} from '../push/notification-store.ts'
import { sendNotification, userIdByPhone } from '../push/send-notification.ts'
import { vapidKeys } from '../push/vapid-keys.ts'
import { failWith, ok, optionalUser, reply, requireAdmin, say, type RestContext } from './http.ts'
import { restRouter } from './rest-router.ts'
import { msg } from '../i18n/message.ts'

function notFound(c: RestContext): never {
  return failWith(404, say(c, msg('Not found.')))
}

export function notificationRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const hub = liveHubOf(deps)
  const lifecycle = lifecycleOf(deps)

  on(notification.notifications, async (c, { query, who: user }) => {
    const rows = await listNotifications(deps.db, user.id, query)
    const now = Date.now()
    return ok(rows.map((row) => toItem(row, now, c.get('language'))))
  })

  on(notification.markSeen, async (c, { query, body, who: user }) => {
    const row = await markSeen(deps.db, user.id, body.notification_id, query.site)
    return row ? ok(toItem(row, Date.now(), c.get('language'))) : notFound(c)
  })

  on(notification.notification, async (c, { params, query, who: user }) => {
    const row = await findNotification(deps.db, user.id, params.id, query.site)
    return row ? ok(toItem(row, Date.now(), c.get('language'))) : notFound(c)
  })

  on(notification.registerDevice, async (c, { body, who: user }) => {
    const endpoint = body.subscription?.endpoint
    if (endpoint && pushEndpointProblem(endpoint, deps.config.pushServiceHosts)) {
      const message = say(c, msg('This push address is not one of a known push service.'))
      return failWith(400, `${message} - subscription.endpoint`, {
        errors: [{ field: 'subscription.endpoint', message }],
      })
    }
    const device = await registerDevice(deps.db, user.id, {
      deviceToken: body.device_token,
      operatingSystem: body.operating_system,
      userAgent: body.user_agent || (c.req.header('user-agent') ?? '').slice(0, 1000),
      cityId: body.city_id ?? user.cityId,
      subscription: body.subscription ?? null,
      language: c.get('language'),
    })
    return ok({ device_token: device.device_token, kind: device.kind }, '', 201)
  })

  on(notification.removeDevice, async (c, { body, who: user }) =>
    (await removeDevice(deps.db, user.id, body.device_token)) ? ok(null) : notFound(c),
  )

  // Public: browsers subscribe to Web Push with it.
  on(notification.webPushKey, async (c) => {
    const keys = await vapidKeys(deps.db, deps.config)
    c.header('cache-control', 'public, max-age=3600')
    return ok({ public_key: keys.publicKey })
  })

  const beams = async (userId: number, beamId: string) => {
    const token = await beamsTokenFor(deps.db, deps.config.jwtSecret, userId, beamId)
    // `token` at the top level too: the shape push providers' token providers read.
    return reply({ success: true, code: 200, message: '', data: { token }, token })
  }
  on(notification.beamsTokenQuery, (_c, { query, who }) => beams(who.id, query.beam_id))
  on(notification.beamsTokenBody, (_c, { body, who }) => beams(who.id, body.beam_id))

  // Streams one person holds open on this instance: each is a connection and a listener, so
  // one token cannot open fifty (decision 233).
  const openStreams = new Map<number, number>()
  on(notification.stream, async (c, { query, who: user }) => {
    const open = openStreams.get(user.id) ?? 0
    if (open >= deps.config.streamsPerPerson) {
      c.header('retry-after', '30')
      return failWith(
        429,
        say(
          c,
          msg('Too many live connections for your account. Close a tab or try again in a moment.'),
        ),
      )
    }
    openStreams.set(user.id, open + 1)
    const closed = lifecycle.streamOpened()
    const check = verifyJwt(bearerOf(c.req.header('authorization')) ?? '', deps.config.jwtSecret)
    const until = check.ok ? check.payload.exp * 1000 : Date.now()
    return streamNotifications(c, hub, {
      userId: user.id,
      site: query.site,
      until,
      language: c.get('language'),
      ending: lifecycle.ending,
      onEnd: () => {
        closed()
        const left = (openStreams.get(user.id) ?? 1) - 1
        if (left <= 0) openStreams.delete(user.id)
        else openStreams.set(user.id, left)
      },
    })
  })

  // The notify command signs its own token with the server's secret (scripts/notify.ts).
  const adminOrCommand = (c: RestContext) => {
    const header = c.req.header('x-admin-token')
    if (!header || !isCommandToken(header, deps.config.jwtSecret)) {
      requireAdmin(c, deps.config.adminToken)
    }
    return optionalUser(c)
  }

  on(
    notification.send,
    async (c, { body, who }) => {
      const userId = body.user_id ?? (body.phone ? await userIdByPhone(deps, body.phone) : null)
      if (userId === null || !(await isActiveUser(deps.db, userId))) {
        return failWith(404, say(c, msg('No one is registered with this number.')))
      }
      const header = c.req.header('x-admin-token')
      const viaCommand = Boolean(header && isCommandToken(header, deps.config.jwtSecret))
      const origin = adminOrigin(c, deps, who, viaCommand)
      const result = await sendNotification(
        deps,
        {
          userId,
          subject: body.subject,
          message: body.message,
          image: body.image ?? null,
          link: body.link ?? null,
          expiresInSeconds: body.expires_in ?? null,
          site: body.site,
        },
        undefined,
        (tx, notificationId) =>
          recordAdminAction(tx, {
            ...origin,
            action: 'notification.sent',
            subjectUserId: userId,
            details: { notification_id: notificationId, subject: body.subject.slice(0, 200) },
          }),
      )
      return ok(result, say(c, msg('Notification sent.')), 201)
    },
    { guard: adminOrCommand },
  )

  return router
}

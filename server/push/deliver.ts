// Sends one notification to every device of its person: FCM tokens through Firebase when the
// deployment configures it, Web Push subscriptions with our VAPID key. Devices the push
// service no longer knows (404/410) are removed, and so is a subscription whose address is not
// a known push service's (decision 234); other failures are logged and kept. At most
// SEND_CONCURRENCY sends at once, each given up after SEND_TIMEOUT_MS.
import type { AppDeps } from '../app-deps.ts'
import { devicesOf, pruneDevice, type DeviceRow } from './devices.ts'
import { pushEndpointProblem } from './push-endpoints.ts'
import { createAccessTokenSource, readServiceAccount } from './fcm-access-token.ts'
import { createFcmSender, type FcmMessage } from './fcm-sender.ts'
import type { NotificationItem } from './notification-store.ts'
import { fcmData, timeToLive, webPushPayload } from './push-payload.ts'
import { vapidKeys } from './vapid-keys.ts'
import { createWebPushSender, type DeliveryResult, type WebPushMessage } from './web-push-sender.ts'

type Outcome = { result: DeliveryResult; status: number }

const SEND_CONCURRENCY = 4
const SEND_TIMEOUT_MS = 10_000

export interface PushTransport {
  webPush: (message: WebPushMessage) => Promise<Outcome>
  fcm: ((message: FcmMessage) => Promise<Outcome>) | null
}

export interface DeliveryReport {
  delivered: number
  pruned: number
  failed: number
}

const transports = new WeakMap<AppDeps, PushTransport>()

function pushTransportOf(deps: AppDeps): PushTransport {
  let transport = transports.get(deps)
  if (!transport) {
    const path = deps.config.fcmServiceAccount
    const account = path ? readServiceAccount(path) : null
    transport = {
      webPush: async (message) =>
        createWebPushSender(await vapidKeys(deps.db, deps.config))(message),
      fcm: account ? createFcmSender(account.project_id, createAccessTokenSource(account)) : null,
    }
    transports.set(deps, transport)
  }
  return transport
}

async function sendTo(
  device: DeviceRow,
  item: NotificationItem,
  transport: PushTransport,
): Promise<Outcome | null> {
  const ttlSeconds = timeToLive(item)
  if (device.kind === 'webpush' && device.subscription) {
    return transport.webPush({
      subscription: device.subscription,
      payload: webPushPayload(item),
      ttlSeconds,
    })
  }
  if (device.kind === 'fcm' && transport.fcm) {
    return transport.fcm({ token: device.device_token, data: fcmData(item), ttlSeconds })
  }
  return null
}

// Runs `work` on every item, at most `limit` at a time.
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export async function deliverToDevices(
  deps: AppDeps,
  userId: number,
  item: NotificationItem,
  transport: PushTransport = pushTransportOf(deps),
  limits: { concurrency?: number; timeoutMs?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, pruned: 0, failed: 0 }
  const devices = await devicesOf(deps.db, userId)
  await eachLimited(devices, limits.concurrency ?? SEND_CONCURRENCY, async (device) => {
    const endpoint = device.kind === 'webpush' ? device.subscription?.endpoint : undefined
    const problem = endpoint && pushEndpointProblem(endpoint, deps.config.pushServiceHosts)
    if (problem) {
      await pruneDevice(deps.db, device.id)
      deps.log.warn('push.pruned', { device: device.id, reason: problem })
      report.pruned++
      return
    }
    try {
      const outcome = await withTimeout(
        sendTo(device, item, transport),
        limits.timeoutMs ?? SEND_TIMEOUT_MS,
      )
      if (!outcome) {
        deps.log.warn('push.skipped', {
          device: device.id,
          kind: device.kind,
          reason: 'no sender',
        })
        report.failed++
      } else if (outcome.result === 'delivered') {
        report.delivered++
      } else if (outcome.result === 'gone') {
        await pruneDevice(deps.db, device.id)
        deps.log.info('push.pruned', { device: device.id, status: outcome.status })
        report.pruned++
      } else {
        deps.log.warn('push.failed', { device: device.id, status: outcome.status })
        report.failed++
      }
    } catch (error) {
      deps.log.warn('push.failed', {
        device: device.id,
        message: error instanceof Error ? error.message : String(error),
      })
      report.failed++
    }
  })
  return report
}

// Sending a notification to a person: stored first (so the list has it whatever happens to
// the push), passed to their open apps, then pushed to their devices.
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/database.ts'
import { deliverToDevices, type DeliveryReport, type PushTransport } from './deliver.ts'
import { CREATED_CHANNEL, liveHubOf } from './live-hub.ts'
import {
  createNotification,
  toItem,
  type NewNotification,
  type NotificationItem,
  type NotificationRow,
} from './notification-store.ts'

export interface SendResult extends DeliveryReport {
  notification: NotificationItem
}

/** Stores a notification and passes it to the person's open apps (every instance's). */
export async function storeAndPublish(
  deps: AppDeps,
  input: NewNotification,
  // Written in the same transaction as the notification (an administrator's audit entry).
  alongside?: (tx: Db, notificationId: number) => Promise<void>,
): Promise<NotificationRow> {
  const row = alongside
    ? await deps.db.transaction(async (tx) => {
        const created = await createNotification(tx, input)
        await alongside(tx, created.id)
        return created
      })
    : await createNotification(deps.db, input)
  liveHubOf(deps).publish(row)
  // Other instances' open apps hear of it too.
  await deps.db.notify(CREATED_CHANNEL, String(row.id)).catch(() => {})
  return row
}

/** Pushes a stored notification to the person's devices, each in its app's language. */
export async function pushToDevices(
  deps: AppDeps,
  row: NotificationRow,
  transport?: PushTransport,
): Promise<DeliveryReport> {
  const report = await deliverToDevices(
    deps,
    row.user_id,
    (language) => toItem(row, Date.now(), language),
    transport,
  )
  deps.log.info('notification.sent', { id: row.id, user: row.user_id, ...report })
  return report
}

export async function sendNotification(
  deps: AppDeps,
  input: NewNotification,
  transport?: PushTransport,
  alongside?: (tx: Db, notificationId: number) => Promise<void>,
): Promise<SendResult> {
  const row = await storeAndPublish(deps, input, alongside)
  const notification = toItem(row)
  const report = await pushToDevices(deps, row, transport)
  return { notification, ...report }
}

// Phones are stored as digits with the country code; a local Omani number gets +968.
function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '')
  return digits.length === 8 ? `968${digits}` : digits
}

export async function userIdByPhone(
  deps: Pick<AppDeps, 'db'>,
  phone: string,
): Promise<number | null> {
  const row = await deps.db.one<{ id: number }>('select id from users where phone = $1', [
    normalizePhone(phone),
  ])
  return row?.id ?? null
}

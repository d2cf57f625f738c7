// The notification/* REST calls of the spec, on the shared REST client.
import type * as z from 'zod/mini'
import * as notification from '#shared/contracts/rest/notification.ts'
import { callRest } from '../../../api/call-rest.ts'

export const SITE = notification.DEFAULT_SITE
// The list asks for more than the spec's default of 10 so the tabs have something to sort.
export const LIST_LIMIT = 50

export type NotificationItem = z.output<typeof notification.notificationItem>

export async function fetchNotifications(limit = LIST_LIMIT): Promise<NotificationItem[]> {
  const answer = await callRest(notification.notifications, { query: { site: SITE, limit } })
  return answer.data
}

export async function fetchNotification(id: number): Promise<NotificationItem> {
  const answer = await callRest(notification.notification, {
    params: { id },
    query: { site: SITE },
  })
  return answer.data
}

export async function sendSeen(id: number): Promise<NotificationItem> {
  const answer = await callRest(notification.markSeen, {
    query: { site: SITE },
    body: { notification_id: id },
  })
  return answer.data
}

export type DeviceRegistration = z.input<typeof notification.registerDevice.body>

export async function registerDevice(device: DeviceRegistration): Promise<void> {
  await callRest(notification.registerDevice, { body: device })
}

export async function removeDevice(deviceToken: string): Promise<void> {
  await callRest(notification.removeDevice, { body: { device_token: deviceToken } })
}

export async function fetchWebPushKey(): Promise<string> {
  const answer = await callRest(notification.webPushKey)
  return answer.data.public_key
}

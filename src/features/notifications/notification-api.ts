// The notification/* REST calls of the spec, on the shared REST client.
import { restCall } from '../../api/rest.ts'

export const SITE = 'gmall'
// The list asks for more than the spec's default of 10 so the tabs have something to sort.
export const LIST_LIMIT = 50

export interface NotificationItem {
  id: number
  send_time: string
  subject: string
  message: string
  expires_in: number | null // seconds from the answer; null never expires
  seen: boolean
  image: string | null
  link: string | null
}

export async function fetchNotifications(limit = LIST_LIMIT): Promise<NotificationItem[]> {
  const answer = await restCall<NotificationItem[]>('get', 'notification/notif/', {
    query: { site: SITE, limit },
  })
  return answer.data
}

export async function fetchNotification(id: number): Promise<NotificationItem> {
  const answer = await restCall<NotificationItem>('get', `notification/notif/${id}/`, {
    query: { site: SITE },
  })
  return answer.data
}

export async function sendSeen(id: number): Promise<NotificationItem> {
  const answer = await restCall<NotificationItem>('post', 'notification/notif/', {
    query: { site: SITE },
    json: { notification_id: id },
  })
  return answer.data
}

export interface DeviceRegistration {
  device_token: string
  operating_system: string
  user_agent: string
  city_id: number | null
  subscription?: PushSubscriptionJSON
}

export async function registerDevice(device: DeviceRegistration): Promise<void> {
  await restCall('post', 'notification/firebase/', { json: device })
}

export async function removeDevice(deviceToken: string): Promise<void> {
  await restCall('delete', 'notification/firebase/', { json: { device_token: deviceToken } })
}

export async function fetchWebPushKey(): Promise<string> {
  const answer = await restCall<{ public_key: string }>('get', 'notification/webpush-key/')
  return answer.data.public_key
}

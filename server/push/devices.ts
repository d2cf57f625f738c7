// The devices a person receives push on. A Firebase device is known by its FCM registration
// token; a Web Push device by its subscription (the endpoint is its token). A token belongs
// to one person at a time: registering it again moves it to whoever is signed in now.
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'

interface WebPushKeys {
  p256dh: string
  auth: string
}

export interface WebPushSubscription {
  endpoint: string
  keys: WebPushKeys
}

type DeviceKind = 'fcm' | 'webpush'

export type DeviceRow = Omit<Row<'devices'>, 'kind' | 'subscription' | 'created_at'> & {
  kind: DeviceKind
  subscription: WebPushSubscription | null
}

export interface DeviceRegistration {
  deviceToken: string
  operatingSystem: string
  userAgent: string
  cityId: number | null
  subscription: WebPushSubscription | null
}

// One person's devices: registering an eleventh replaces the one registered longest ago, so a
// notification never fans out to more than this many push services (decision 234).
export const MAX_DEVICES_PER_PERSON = 10

export async function registerDevice(
  db: Db,
  userId: number,
  device: DeviceRegistration,
): Promise<DeviceRow> {
  const kind: DeviceKind = device.subscription ? 'webpush' : 'fcm'
  const row = await db.one<DeviceRow>(
    `insert into devices (user_id, kind, device_token, subscription, operating_system, user_agent, city_id)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (device_token) do update set
       user_id = excluded.user_id, kind = excluded.kind, subscription = excluded.subscription,
       operating_system = excluded.operating_system, user_agent = excluded.user_agent,
       city_id = excluded.city_id, created_at = now()
     returning *`,
    [
      userId,
      kind,
      device.deviceToken,
      device.subscription,
      device.operatingSystem,
      device.userAgent,
      device.cityId,
    ],
  )
  await db.query(
    `delete from devices where user_id = $1 and id not in (
       select id from devices where user_id = $1 order by created_at desc, id desc limit $2)`,
    [userId, MAX_DEVICES_PER_PERSON],
  )
  return row!
}

// Only the owner removes a device: someone else's token is "not found".
export async function removeDevice(db: Db, userId: number, deviceToken: string): Promise<boolean> {
  const rows = await db.query(
    'delete from devices where device_token = $1 and user_id = $2 returning id',
    [deviceToken, userId],
  )
  return rows.length > 0
}

export async function devicesOf(db: Db, userId: number): Promise<DeviceRow[]> {
  return db.query<DeviceRow>('select * from devices where user_id = $1 order by id', [userId])
}

export async function pruneDevice(db: Db, id: number): Promise<void> {
  await db.query('delete from devices where id = $1', [id])
}

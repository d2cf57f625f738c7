// The Web Push (VAPID) key pair: from VAPID_* when set; otherwise generated once and kept,
// like the JWT secret, in the data folder; without a data folder (PostgreSQL, or memory) in
// the database, so every instance and the notify command sign with the key browsers
// subscribed with. A changed key would silently orphan every subscription.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import type { Db } from '../db/database.ts'
import type { ServerConfig } from '../config.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

const DEFAULT_SUBJECT = 'mailto:support@example.om'
const FILE_NAME = 'vapid-keys.json'

interface KeyPair {
  publicKey: string
  privateKey: string
}

function isKeyPair(value: unknown): value is KeyPair {
  const pair = value as Partial<KeyPair> | null
  return typeof pair?.publicKey === 'string' && typeof pair.privateKey === 'string'
}

function fromFile(dataDir: string): KeyPair {
  const file = join(dataDir, FILE_NAME)
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (isKeyPair(stored)) return stored
  }
  mkdirSync(dataDir, { recursive: true })
  const made = webpush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(made) + '\n', { mode: 0o600 })
  return made
}

async function fromDatabase(db: Db): Promise<KeyPair> {
  const made = webpush.generateVAPIDKeys()
  // Two instances starting together: the first insert wins, both read it back.
  await db.query(
    `insert into push_keys (name, value) values ('vapid', $1) on conflict (name) do nothing`,
    [JSON.stringify(made)],
  )
  const row = await db.one<{ value: string }>(`select value from push_keys where name = 'vapid'`)
  const stored: unknown = JSON.parse(row!.value)
  if (!isKeyPair(stored)) throw new Error('push_keys holds no usable VAPID key pair')
  return stored
}

const cache = new WeakMap<Db, Promise<VapidKeys>>()

export function vapidKeys(
  db: Db,
  config: Pick<ServerConfig, 'vapid' | 'dataDir'>,
): Promise<VapidKeys> {
  if (config.vapid) return Promise.resolve(config.vapid)
  let keys = cache.get(db)
  if (!keys) {
    const dataDir = config.dataDir
    keys = (dataDir ? Promise.resolve(fromFile(dataDir)) : fromDatabase(db)).then((pair) => ({
      ...pair,
      subject: process.env.VAPID_SUBJECT ?? DEFAULT_SUBJECT,
    }))
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

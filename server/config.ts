// Every setting of the backend comes from the environment; the README lists them all.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { DatabaseOptions } from './db/database.ts'
import type { LogLevel } from './log.ts'

export interface ServerConfig {
  port: number
  host: string
  database: DatabaseOptions
  dataDir: string | null
  staticDir: string
  jwtSecret: string
  accessTokenSeconds: number
  refreshTokenSeconds: number
  otpSeconds: number
  otpMaxPerWindow: number
  otpWindowSeconds: number
  devOutbox: boolean
  logLevel: LogLevel
  vapid: { publicKey: string; privateKey: string; subject: string } | null
  fcmServiceAccount: string | null
  adminToken: string | null
  supportPhone: string
}

type Env = Record<string, string | undefined>

function intOf(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

// A secret that must survive restarts (so sessions do too) but that nobody should have to
// invent for a demo: generated once into the data folder unless the environment sets it.
function persistedSecret(dataDir: string | null, name: string, make: () => string): string {
  if (!dataDir) return make()
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const value = make()
  writeFileSync(file, value + '\n', { mode: 0o600 })
  return value
}

export function loadConfig(
  env: Env = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const memory = env.DATABASE === 'memory'
  const dataDir = memory || env.DATABASE_URL ? null : resolve(env.DATA_DIR ?? '.data')
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : dataDir
      ? { kind: 'directory', path: join(dataDir, 'db') }
      : { kind: 'memory' }
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? {
          publicKey: env.VAPID_PUBLIC_KEY,
          privateKey: env.VAPID_PRIVATE_KEY,
          subject: env.VAPID_SUBJECT ?? 'mailto:support@example.om',
        }
      : null
  return {
    port: env.PORT === '0' ? 0 : intOf(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    database,
    dataDir,
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    jwtSecret:
      env.JWT_SECRET ??
      persistedSecret(dataDir, 'jwt-secret', () => randomBytes(32).toString('hex')),
    accessTokenSeconds: intOf(env.ACCESS_TOKEN_SECONDS, 300),
    refreshTokenSeconds: intOf(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600),
    otpSeconds: intOf(env.OTP_SECONDS, 120),
    otpMaxPerWindow: intOf(env.OTP_MAX_PER_WINDOW, 5),
    otpWindowSeconds: intOf(env.OTP_WINDOW_SECONDS, 900),
    devOutbox: env.DEV_OUTBOX === '1',
    logLevel: (env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    vapid,
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT ?? null,
    adminToken: env.ADMIN_TOKEN ?? null,
    supportPhone: env.SUPPORT_PHONE ?? '+968 2400 0000',
    ...overrides,
  }
}

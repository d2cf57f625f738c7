// Every setting of the backend comes from the environment; the README lists them all.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { DatabaseOptions } from './db/database.ts'
import type { LogLevel } from './log.ts'
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push/push-endpoints.ts'

export interface ServerConfig {
  port: number
  host: string
  database: DatabaseOptions
  dataDir: string | null
  staticDir: string
  // Signs access and refresh tokens and salts one-time-code hashes. With PostgreSQL and no
  // JWT_SECRET it is kept in the database (`secretInDatabase`): empty until startServer (or
  // withDatabaseSecret) reads it, and signing refuses an empty secret.
  jwtSecret: string
  secretInDatabase: boolean
  accessTokenSeconds: number
  refreshTokenSeconds: number
  // How long the staff submit credential (the service worker's, decision 173) is good for.
  submitCredentialSeconds: number
  otpSeconds: number
  // codes per phone and purpose, login codes per client, all codes: per window (decision 232)
  otpMaxPerWindow: number
  otpClientMaxPerWindow: number
  otpGlobalMaxPerWindow: number
  otpWindowSeconds: number
  devOutbox: boolean
  // The development payment gateway (/gateway/*): pays without money, so never in production.
  devPaymentGateway: boolean
  production: boolean
  // Longest a request may run before it is answered with an error (lib/request-deadline.ts).
  requestTimeBudgetMs: number
  // Requests one client may have running at once (http/fair-share.ts).
  clientConcurrentRequests: number
  // A request (headers and body) must arrive within this; open connections per address.
  requestReceiveTimeoutMs: number
  clientMaxConnections: number
  // Live notification streams one person may hold open on one instance.
  streamsPerPerson: number
  // /metrics answers only with `Authorization: Bearer <token>`; without one there is no /metrics.
  metricsToken: string | null
  // On SIGTERM: how long in-flight requests and live streams are given to finish.
  shutdownDrainMs: number
  // Where people reach the app (https://shop.example.om): links the server writes use it.
  publicOrigin: string | null
  // Proxies in front of the server whose X-Forwarded-For is believed (http/client-address.ts).
  trustProxyHops: number
  // Strict-Transport-Security max-age, when the server is reached over TLS (null: no header).
  hstsMaxAge: number | null
  logLevel: LogLevel
  vapid: { publicKey: string; privateKey: string; subject: string } | null
  fcmServiceAccount: string | null
  // Hosts (and their subdomains) a Web Push subscription may point at (push/push-endpoints.ts).
  pushServiceHosts: string[]
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

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

// Switches that make a demo convenient and a real deployment unsafe.
function refuseUnsafeProduction(env: Env): void {
  if (env.NODE_ENV !== 'production') return
  const unsafe = [
    ['DEV_PAYMENT_GATEWAY', 'the development payment gateway tops wallets up for free'],
    ['DEV_OUTBOX', 'the development outbox hands one-time codes to anyone who asks'],
  ].filter(([name]) => env[name!] === '1')
  if (unsafe.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production refuses ${unsafe.map(([name, why]) => `${name}=1 (${why})`).join(' and ')}.`,
    )
  }
}

export function loadConfig(
  env: Env = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  refuseUnsafeProduction(env)
  const memory = env.DATABASE === 'memory'
  const dataDir = memory || env.DATABASE_URL ? null : resolve(env.DATA_DIR ?? '.data')
  const database: DatabaseOptions = env.DATABASE_URL
    ? {
        kind: 'postgres',
        url: env.DATABASE_URL,
        poolSize: intOf(env.DATABASE_POOL_SIZE, 10),
        statementTimeoutMs: intOf(env.DATABASE_STATEMENT_TIMEOUT_MS, 10_000),
        connectTimeoutMs: intOf(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000),
        listenUrl: env.DATABASE_LISTEN_URL || undefined,
      }
    : dataDir
      ? { kind: 'directory', path: join(dataDir, 'db') }
      : { kind: 'memory' }
  const secretInDatabase = database.kind === 'postgres' && !env.JWT_SECRET
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
      (secretInDatabase
        ? ''
        : persistedSecret(dataDir, 'jwt-secret', () => randomBytes(32).toString('hex'))),
    secretInDatabase,
    accessTokenSeconds: intOf(env.ACCESS_TOKEN_SECONDS, 300),
    refreshTokenSeconds: intOf(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600),
    submitCredentialSeconds: intOf(env.SUBMIT_CREDENTIAL_SECONDS, 7 * 24 * 3600),
    otpSeconds: intOf(env.OTP_SECONDS, 120),
    otpMaxPerWindow: intOf(env.OTP_MAX_PER_WINDOW, 5),
    otpClientMaxPerWindow: intOf(env.OTP_CLIENT_MAX_PER_WINDOW, 10),
    otpGlobalMaxPerWindow: intOf(env.OTP_GLOBAL_MAX_PER_WINDOW, 500),
    otpWindowSeconds: intOf(env.OTP_WINDOW_SECONDS, 900),
    devOutbox: env.DEV_OUTBOX === '1',
    devPaymentGateway: env.DEV_PAYMENT_GATEWAY === '1',
    production: env.NODE_ENV === 'production',
    clientConcurrentRequests: intOf(env.CLIENT_CONCURRENT_REQUESTS, 4),
    requestReceiveTimeoutMs: intOf(env.REQUEST_RECEIVE_TIMEOUT_MS, 20_000),
    clientMaxConnections: intOf(env.CLIENT_MAX_CONNECTIONS, 64),
    streamsPerPerson: intOf(env.STREAMS_PER_PERSON, 5),
    metricsToken: env.METRICS_TOKEN || null,
    shutdownDrainMs: intOf(env.SHUTDOWN_DRAIN_MS, 10_000),
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : null,
    trustProxyHops: env.TRUST_PROXY_HOPS === '0' ? 0 : intOf(env.TRUST_PROXY_HOPS, 0),
    // GRAPHQL_TIME_BUDGET_MS: its earlier name, when it covered GraphQL only.
    requestTimeBudgetMs: intOf(env.REQUEST_TIME_BUDGET_MS ?? env.GRAPHQL_TIME_BUDGET_MS, 10_000),
    hstsMaxAge: env.HSTS_MAX_AGE ? intOf(env.HSTS_MAX_AGE, 31_536_000) : null,
    logLevel: (env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
    vapid,
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT ?? null,
    pushServiceHosts: env.PUSH_SERVICE_HOSTS
      ? env.PUSH_SERVICE_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : [...DEFAULT_PUSH_SERVICE_HOSTS],
    adminToken: env.ADMIN_TOKEN ?? null,
    supportPhone: env.SUPPORT_PHONE ?? '+968 2400 0000',
    ...overrides,
  }
}

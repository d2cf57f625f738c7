import { randomBytes } from 'node:crypto'
import { msg } from '../i18n/message.ts'
// What a database error means for the person who caused it. Both drivers (PGlite and
// node-postgres) throw errors carrying PostgreSQL's SQLSTATE `code` and a `severity`.
// - class 22 (data exception: a number out of range, text the column cannot hold, a NUL byte):
//   the request carried a value the data cannot take, so it is the client's mistake (400);
// - 57014 (statement time-out) and 53300 (too many connections): the server is busy, the
//   request may be retried (503); so is a database that cannot be reached (refused, cut, shut
//   down, or not answering within DATABASE_CONNECT_TIMEOUT_MS): the same 503, not a 500;
// - anything else is our fault (500), answered with a generic message and logged.
// The database's own text never reaches the client: it names tables, columns and values.
export type DatabaseErrorKind = 'bad-input' | 'busy' | 'internal'

function databaseErrorCode(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null
  const { code, severity } = error as { code?: unknown; severity?: unknown }
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string'
    ? code
    : null
}

// node-postgres's own errors when no connection can be had or kept.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
])
const unreachableMessage =
  /timeout exceeded when trying to connect|Connection terminated|connection timeout/i

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return (
    (typeof code === 'string' && unreachableCodes.has(code)) ||
    unreachableMessage.test(error.message)
  )
}

export function databaseErrorKind(error: unknown): DatabaseErrorKind | null {
  if (isUnreachable(error)) return 'busy'
  const code = databaseErrorCode(error)
  if (!code) return null
  // 08: connection exceptions; 57P01-57P05: the server shutting down or starting.
  if (code.startsWith('08') || code.startsWith('57P')) return 'busy'
  if (code.startsWith('22')) return 'bad-input'
  if (code === '57014' || code === '53300' || code === '55P03') return 'busy'
  return 'internal'
}

// What the person reads, for the kinds that are not our fault.
export const databaseErrorWords = {
  'bad-input': msg('A value in the request is not allowed (out of range or not valid).'),
  busy: msg('The server is busy. Try again in a moment.'),
} as const

// The reference of an unexpected error: shown to the client, logged with the real error.
export const errorReference = () => randomBytes(6).toString('hex')

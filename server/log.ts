// JSON lines on stdout: one object per event, easy to grep and to ship to a collector. Every
// line written while a request is served carries its request id (http/request-id.ts), so the
// log of one request can be found from the X-Request-Id its answer carried.
import { AsyncLocalStorage } from 'node:async_hooks'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

export interface Logger {
  debug(event: string, fields?: Record<string, unknown>): void
  info(event: string, fields?: Record<string, unknown>): void
  warn(event: string, fields?: Record<string, unknown>): void
  error(event: string, fields?: Record<string, unknown>): void
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

const requestIds = new AsyncLocalStorage<string>()

export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work)
}

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const emit = (at: LogLevel) => (event: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return
    const request_id = requestIds.getStore()
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: at,
        event,
        ...(request_id ? { request_id } : {}),
        ...fields,
      }),
    )
  }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}

export const silentLogger: Logger = createLogger('error', () => {})

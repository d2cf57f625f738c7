// Development only (DEV_OUTBOX=1): faults injected into REST calls, so end-to-end tests and
// benchmarks can make the real server fail the way networks and servers do, without mocking
// anything in the browser. A fault matches a method and a path under /api/v1/ and fires the
// next `times` calls:
// - `status`: answer at once with that status (a 503, a 422…), doing nothing;
// - `drop-after-commit`: do the work (the transaction commits), then cut the connection
//   before the answer leaves, as a lost mobile connection does;
// - `drop`: cut the connection at once, doing nothing, as a network that fails every request
//   while the phone believes it is online;
// - `silent`: do nothing and never answer, until the client gives up: a captive or dead network.
//   Bounded all the same: the connection is cut when the faults are cleared, or after
//   SILENT_HOLD_MS (longer than any client of the app waits), so no test leaves a request open
//   in the server, nor a server that cannot close.
// A fault on a GraphQL endpoint (path graphql/…, mounted by app.ts) may name the one operation
// it fails (`operation`), so a test can fail a checkout mutation and not the query before it.
// Kept in memory per running app: faults are test scaffolding, not state that matters.
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type * as z from 'zod/mini'
import type { fault } from '#shared/contracts/rest/dev.ts'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import type { RestEnv } from './http.ts'

export type Fault = z.output<typeof fault>

const registry = new WeakMap<AppDeps, Fault[]>()

const SILENT_HOLD_MS = 60_000

// The connections `silent` holds, each with the way to cut it.
const held = new WeakMap<AppDeps, Set<() => void>>()

function hold(deps: AppDeps, socket: Socket): void {
  let releases = held.get(deps)
  if (!releases) {
    releases = new Set()
    held.set(deps, releases)
  }
  const release = () => socket.destroy()
  const timer = setTimeout(release, SILENT_HOLD_MS)
  timer.unref()
  releases.add(release)
  socket.once('close', () => {
    clearTimeout(timer)
    releases.delete(release)
  })
}

function normalizeFaultPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\/v1\//, '')
}

export function faultsOf(deps: AppDeps): Fault[] {
  let faults = registry.get(deps)
  if (!faults) {
    faults = []
    registry.set(deps, faults)
  }
  return faults
}

export function addFault(deps: AppDeps, fault: Fault): void {
  faultsOf(deps).push({
    ...fault,
    method: fault.method.toUpperCase(),
    path: normalizeFaultPath(fault.path),
  })
}

/** Forgets every fault, and cuts the connections `silent` still holds. */
export function clearFaults(deps: AppDeps): void {
  faultsOf(deps).length = 0
  for (const release of held.get(deps) ?? []) release()
}

function takeFault(
  deps: AppDeps,
  method: string,
  path: string,
  operation: string | undefined,
): Fault | null {
  const faults = faultsOf(deps)
  const index = faults.findIndex(
    (fault) =>
      fault.method === method &&
      fault.path === path &&
      (fault.operation === undefined || fault.operation === operation),
  )
  if (index < 0) return null
  const fault = faults[index]!
  fault.times -= 1
  if (fault.times <= 0) faults.splice(index, 1)
  return fault
}

// The GraphQL operation a request names (its body is read again by the handler: Hono keeps it).
export async function graphqlOperationOf(c: Context): Promise<string | undefined> {
  if (c.req.method === 'GET') return c.req.query('operationName')
  const body: unknown = await c.req.json().catch(() => null)
  const name = (body as { operationName?: unknown } | null)?.operationName
  return typeof name === 'string' ? name : undefined
}

export function faultInjection(
  deps: AppDeps,
  operationOf?: (c: Context) => Promise<string | undefined>,
): MiddlewareHandler<RestEnv> {
  return async (c, next) => {
    if (faultsOf(deps).length === 0) return next()
    const operation = operationOf ? await operationOf(c) : undefined
    const fault = takeFault(deps, c.req.method, normalizeFaultPath(c.req.path), operation)
    if (!fault) return next()
    deps.log.warn('dev.fault', { method: fault.method, path: fault.path, mode: fault.mode })
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    if (fault.mode === 'drop' || fault.mode === 'silent') {
      // Nothing is answered: the handler ends when the connection does (cut here at once, by the
      // client giving up, or when the hold ends), so no request is left waiting in the server.
      const socket = incoming?.socket
      if (!socket) return c.body(null, 503)
      const closed = new Promise<Response>((resolve) =>
        socket.once('close', () => resolve(c.body(null, 503))),
      )
      if (fault.mode === 'drop' || socket.destroyed) socket.destroy()
      else hold(deps, socket)
      return closed
    }
    if (fault.mode === 'status') {
      // A GraphQL endpoint answers the GraphQL way.
      const body = operationOf
        ? { errors: [{ message: fault.message }] }
        : { success: false, code: fault.status, message: fault.message, data: null }
      return c.json(body, fault.status as 503)
    }
    await next()
    incoming?.socket.destroy()
  }
}

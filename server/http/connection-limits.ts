// Limits on the connections themselves, below HTTP (decision 233): how long a client may take
// to send its request (headers, then the whole request: a body sent a byte a second is cut),
// and how many connections one address may hold open at once. Past that, the new connection is
// answered 429 and closed. Behind proxies (TRUST_PROXY_HOPS) every connection comes from them:
// the per-address cap is theirs to keep, and it is off here.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

export interface ConnectionLimits {
  // the whole request (headers and body) must have arrived within this
  requestTimeoutMs: number
  // open connections per address (0: no cap)
  perAddress: number
}

// What Node's HTTP server takes: the checks of the timeouts run every second, so a slow client
// is cut within a second of its limit.
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: Math.min(limits.requestTimeoutMs, 10_000),
    connectionsCheckingInterval: 1_000,
  }
}

const refusalText = 'Too many connections at once from your address. Try again shortly.\n'
const refusal =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 5\r\n' +
  `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${refusalText.length}\r\n\r\n` +
  refusalText

export function capConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > perAddress) {
      socket.end(refusal)
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

// Who a request comes from, for the limits kept per client (the fair share of the database,
// one-time codes sent, connections): the address of the connection, or, behind proxies the
// operator trusts (TRUST_PROXY_HOPS), the address the outermost of them saw, read from the
// right of X-Forwarded-For, since a client can write whatever it likes on the left.
import type { Context } from 'hono'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

// IPv4 clients of a dual-stack socket read as ::ffff:1.2.3.4: one client, one name.
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

export function clientAddress(c: Context, trustProxyHops: number): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
  if (trustProxyHops > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const seen = forwarded[forwarded.length - trustProxyHops]
    if (seen) return plain(seen)
  }
  // Requests made in this process (tests) have no socket: one client.
  return socket ? plain(socket) : 'local'
}

// LISTEN on PostgreSQL needs a connection that stays open: one per process, outside the pool,
// opened on the first listen. When it drops (the database restarts, a proxy cuts it), it is
// opened again after a pause and every channel is listened to again; each listener's
// `onReconnect` then runs, since notifications sent while it was away are gone. A connection
// attempt gives up after `connectTimeoutMs` (a network that drops packets would otherwise leave
// it waiting for the system's TCP timeout, and a live stream waiting for its "ready").
import type { Client } from 'pg'

interface Subscriber {
  onMessage: (payload: string) => void
  onReconnect?: () => void
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

export function createPgListener(url: string, options: { connectTimeoutMs?: number } = {}) {
  const channels = new Map<string, Set<Subscriber>>()
  let client: Promise<Client> | null = null
  let closed = false
  let retryMs = 500

  async function connect(): Promise<Client> {
    const pg = await import('pg')
    const next = new pg.default.Client({
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    })
    next.on('notification', (message) => {
      for (const subscriber of channels.get(message.channel) ?? []) {
        subscriber.onMessage(message.payload ?? '')
      }
    })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    await next.connect()
    for (const channel of channels.keys()) await next.query(`listen ${quoteIdentifier(channel)}`)
    retryMs = 500
    return next
  }

  function lost(which: Client) {
    void client?.then((current) => {
      if (current !== which || closed) return
      client = null
      setTimeout(() => void reconnect(), retryMs).unref()
      retryMs = Math.min(retryMs * 2, 10_000)
    })
  }

  async function reconnect() {
    if (closed || client || channels.size === 0) return
    client = connect()
    try {
      await client
    } catch {
      client = null
      setTimeout(() => void reconnect(), retryMs).unref()
      retryMs = Math.min(retryMs * 2, 10_000)
      return
    }
    for (const set of channels.values()) for (const s of set) s.onReconnect?.()
  }

  return {
    async listen(
      channel: string,
      onMessage: (payload: string) => void,
      onReconnect?: () => void,
    ): Promise<() => Promise<void>> {
      const subscriber: Subscriber = { onMessage, onReconnect }
      const fresh = !channels.has(channel)
      const set = channels.get(channel) ?? new Set()
      set.add(subscriber)
      channels.set(channel, set)
      const unlisten = async () => {
        set.delete(subscriber)
        if (set.size > 0) return
        channels.delete(channel)
        const current = await client?.catch(() => null)
        await current?.query(`unlisten ${quoteIdentifier(channel)}`).catch(() => {})
      }
      try {
        if (!client) {
          client = connect()
          client.catch(() => {
            client = null
          })
          await client
        } else if (fresh) {
          await (await client).query(`listen ${quoteIdentifier(channel)}`)
        }
      } catch (error) {
        // The caller hears of the failure and holds no subscription: a later connection must
        // not listen, nor call it, on its behalf.
        await unlisten()
        throw error
      }
      return unlisten
    },
    async close() {
      closed = true
      const current = await client?.catch(() => null)
      client = null
      await current?.end().catch(() => {})
    },
  }
}

// The LISTEN connection on PostgreSQL: cut by the database (a restart, a proxy), it is opened
// again and its listeners told to catch up; a server that never answers does not hold it, and
// a listen that failed leaves nothing behind.
import { randomUUID } from 'node:crypto'
import { connect, createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type Db } from './database.ts'
import { createPgListener } from './pg-listener.ts'

describe('the LISTEN connection', () => {
  let db: Db

  beforeAll(async () => {
    db = await openDatabase({ kind: 'postgres', url: inject('postgres')!.url, poolSize: 2 })
  })

  afterAll(async () => {
    await db?.close()
  })

  it('listens again after the database cuts it, and tells its listeners to catch up', async () => {
    const channel = `test_${randomUUID().replaceAll('-', '')}`
    const heard: string[] = []
    let reconnects = 0
    const unlisten = await db.listen(
      channel,
      (payload) => heard.push(payload),
      () => (reconnects += 1),
    )
    await db.notify(channel, 'before')
    await expect.poll(() => heard).toEqual(['before'])

    const cut = await db.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
        where query = $1 and pid <> pg_backend_pid()`,
      [`listen "${channel}"`],
    )
    expect(cut).toEqual([{ cut: true }])
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1)

    await db.notify(channel, 'after')
    await expect.poll(() => heard).toEqual(['before', 'after'])
    await unlisten()
  })

  it('gives up on a server that never answers, and keeps no listener whose connection failed', async () => {
    // A way to the database that can be closed: while closed, it accepts and says nothing.
    const target = new URL(inject('postgres')!.url)
    let open = false
    const sockets: Socket[] = []
    const gate = createServer((socket) => {
      sockets.push(socket)
      if (!open) return
      const upstream = connect(Number(target.port), target.hostname)
      sockets.push(upstream)
      socket.pipe(upstream).pipe(socket)
      upstream.on('error', () => socket.destroy())
      socket.on('error', () => upstream.destroy())
    })
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve))
    const through = new URL(target)
    through.host = `127.0.0.1:${(gate.address() as { port: number }).port}`
    const listener = createPgListener(through.href, { connectTimeoutMs: 300 })

    const failed = `test_${randomUUID().replaceAll('-', '')}`
    const failedHeard: string[] = []
    const started = Date.now()
    await expect(listener.listen(failed, (payload) => failedHeard.push(payload))).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(5_000)

    open = true
    const other = `test_${randomUUID().replaceAll('-', '')}`
    const otherHeard: string[] = []
    await listener.listen(other, (payload) => otherHeard.push(payload))
    await db.notify(failed, 'not yours')
    await db.notify(other, 'yours')
    await expect.poll(() => otherHeard).toEqual(['yours'])
    expect(failedHeard).toEqual([])

    await listener.close()
    sockets.forEach((socket) => socket.destroy())
    await new Promise((resolve) => gate.close(resolve))
  })
})

// The embedded database keeps every write it acknowledged: the server is killed with SIGKILL
// (no shutdown at all) while writes are in flight, and every write answered with success is in
// the data folder when it is opened again.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoUsers } from './seed/demo.ts'
import { openDatabase } from './database.ts'

const ADMIN_TOKEN = 'crash-test-admin'

describe('a server killed during writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hig-crash-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  // The data folder starts as the run's seeded database (tests/setup/database-images.ts), so the
  // server does not spend minutes of a busy machine seeding on disk before the test begins.
  beforeAll(async () => {
    const image = inject('databaseImages')?.seeded
    if (!image) return
    const from = new Blob([readFileSync(image)])
    await (await openDatabase({ kind: 'directory', path: join(dataDir, 'db'), from })).close()
  })

  it('loses no acknowledged write', { timeout: 400_000 }, async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: 'no-such-build',
        ADMIN_TOKEN,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const url = await new Promise<string>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`the server exited (${code})`)))
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const event = (line.startsWith('{') ? JSON.parse(line) : {}) as {
          event?: string
          port?: number
        }
        if (event.event === 'http.listening') resolve(`http://127.0.0.1:${event.port}`)
      })
    })

    // Listened for before the kill: a process killed by a signal has no exit code, and its
    // 'exit' event may well have passed by the time the writers are done.
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const acknowledged: string[] = []
    const refused: number[] = []
    let killed = false
    const write = async (subject: string) => {
      const response = await fetch(`${url}/api/v1/notification/send/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
        body: JSON.stringify({ phone: demoUsers.admin.phone, subject, message: '<p>x</p>' }),
      })
      if (response.status === 201) acknowledged.push(subject)
      else refused.push(response.status)
    }
    // Four writers, each sending the next write as soon as the last is answered; the server
    // is killed once 20 writes are acknowledged, with others in flight.
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; !killed && refused.length < 10; n += 1) {
        await write(`crash-${writer}-${n}`).catch(() => {})
        if (acknowledged.length >= 20 && !killed) {
          killed = true
          child.kill('SIGKILL')
        }
      }
    })
    await Promise.all(writers)
    expect(refused).toEqual([])
    await exited
    expect(child.signalCode).toBe('SIGKILL')

    const db = await openDatabase({ kind: 'directory', path: join(dataDir, 'db') })
    try {
      const rows = await db.query<{ subject: string }>(
        `select subject from notifications where subject like 'crash-%'`,
      )
      const stored = new Set(rows.map((row) => row.subject))
      expect(acknowledged.length).toBeGreaterThanOrEqual(20)
      expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([])
    } finally {
      await db.close()
    }
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/database.ts'
import { createUser, testDeps } from '../test-support.ts'
import { createLiveHub } from './live-hub.ts'
import { createNotification, type NotificationRow } from './notification-store.ts'

describe('the live hub', () => {
  let deps: AppDeps
  let amal: number
  let badr: number

  beforeAll(async () => {
    deps = await testDeps()
    amal = await createUser(deps, '96890004444')
    badr = await createUser(deps, '96890005555')
  })

  const note = (userId: number, subject: string) =>
    createNotification(deps.db, { userId, subject, message: '<p>x</p>' })

  it('passes a notification published here to its person’s listeners only, once each', async () => {
    const hub = createLiveHub(deps.db, { pollMs: 60_000 })
    const heard: string[] = []
    const amals = hub.listen(amal, (row) => heard.push(`amal:${row.subject}`))
    hub.listen(badr, (row) => heard.push(`badr:${row.subject}`))
    const row = await note(amal, 'Here')
    hub.publish(row)
    hub.publish(row)
    expect(heard).toEqual(['amal:Here'])
    amals.stop()
    hub.stop()
  })

  it('finds notifications another process created, and does not repeat published ones', async () => {
    const hub = createLiveHub(deps.db, { pollMs: 60_000 })
    const heard: NotificationRow[] = []
    hub.listen(amal, (row) => heard.push(row))
    await hub.poll() // the look-out starts from what exists now
    const elsewhere = await note(amal, 'Elsewhere')
    const here = await note(amal, 'Here too')
    hub.publish(here)
    await hub.poll()
    // On PostgreSQL the database's own announcement may bring "Elsewhere" first.
    expect(heard.map((row) => row.subject).sort()).toEqual(['Elsewhere', 'Here too'])
    expect(heard.find((row) => row.subject === 'Elsewhere')!.id).toBe(elsewhere.id)
    await hub.poll()
    expect(heard).toHaveLength(2)
    hub.stop()
  })

  it('hears a notification another process creates as soon as the subscription is ready', async () => {
    // The look-out's starting point read slowly, as on a busy database: a notification created
    // meanwhile must not be taken for one that existed before.
    const slowDb: Db = {
      ...deps.db,
      one: async (sql, params) => {
        if (sql.includes('max(id)')) await new Promise((resolve) => setTimeout(resolve, 100))
        return deps.db.one(sql, params)
      },
    }
    const hub = createLiveHub(slowDb, { pollMs: 60_000 })
    const heard: string[] = []
    const subscription = hub.listen(amal, (row) => heard.push(row.subject))
    await subscription.ready
    await note(amal, 'Right after ready')
    await hub.poll()
    expect(heard).toEqual(['Right after ready'])
    subscription.stop()
  })

  it('stops looking out when the last listener leaves', async () => {
    const hub = createLiveHub(deps.db, { pollMs: 60_000 })
    const first = hub.listen(amal, () => {})
    const second = hub.listen(badr, () => {})
    expect(hub.listeners()).toBe(2)
    first.stop()
    second.stop()
    expect(hub.listeners()).toBe(0)
  })
})

// Opening a notification marks it seen: for a signed-in person the seen call goes first and
// the device follows its answer (which also brings the whole message of a shortened push).
// Without a connection the device marks it anyway and the next sync sends the call again;
// a notification the server no longer has is removed.
import { isLoggedIn } from '../../api/session-store.ts'
import type { RestError } from '../../api/rest.ts'
import { loadDb } from '../../db/index.ts'
import { sendSeen } from './api/notifications.ts'
import { storeFromServer } from './store-notifications.ts'

export type SeenOutcome = 'seen' | 'gone'

async function markLocally(id: number): Promise<void> {
  const database = await loadDb()
  await database.notifications.update(id, { seen: 1 })
}

export async function markSeen(id: number): Promise<SeenOutcome> {
  if (!isLoggedIn()) {
    await markLocally(id)
    return 'seen'
  }
  try {
    const item = await sendSeen(id)
    await storeFromServer({ ...item, seen: true })
    return 'seen'
  } catch (error) {
    const failure = error as RestError
    if (failure.status === 404) {
      await (await loadDb()).notifications.delete(id)
      return 'gone'
    }
    if (failure.offline) {
      await markLocally(id)
      return 'seen'
    }
    throw error
  }
}

import { loadDb } from '../../db/index.ts'

// Expired or gone from the server: off the device.
export async function removeNotification(id: number): Promise<void> {
  await (await loadDb()).notifications.delete(id)
}

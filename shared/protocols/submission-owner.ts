// A submission's client id starts with its owner (hex of the owner's user id, then a dot), so a
// person's items are a key range: counted without reading them, found without scanning other
// people's. The new-service feature writes them; the staff lists read them by this prefix, and
// the page and the service worker send them (submission-pass.ts).
import type { AppDb, QueueRecord } from './app-database.ts'

// shared/ is typed without the DOM; the page, the worker and Node all have TextEncoder.
const { TextEncoder: Encoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array }
}

export function submissionOwnerPrefix(ownerId: string): string {
  const hex = Array.from(new Encoder().encode(ownerId), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return `${hex}.`
}

// A bill that was verified or deleted: the submission that made it has nothing left to do.
// Both the new-service flow (a code verified) and the services list (a bill deleted) call it.
export async function forgetSubmissionsOfBill(
  db: AppDb,
  ownerId: string,
  billId: number,
): Promise<void> {
  await db.submissions
    .where('clientId')
    .startsWith(submissionOwnerPrefix(ownerId))
    .and((record) => record.billId === billId)
    .delete()
}

const waitingStatuses = ['queued', 'sending'] as const

// What still has to reach the server, oldest first: the order in which it is sent.
export async function waitingSubmissionsOf(db: AppDb, ownerId: string): Promise<QueueRecord[]> {
  const prefix = submissionOwnerPrefix(ownerId)
  const waiting = await db.submissions
    .where('status')
    .anyOf([...waitingStatuses])
    .filter((record) => record.clientId.startsWith(prefix))
    .toArray()
  return waiting.sort((a, b) => a.createdAt - b.createdAt)
}

// Whose items wait: the worker sends each owner's with that owner's credential.
export async function waitingOwners(db: AppDb): Promise<string[]> {
  const waiting = await db.submissions
    .where('status')
    .anyOf([...waitingStatuses])
    .toArray()
  const owners = waiting.map((record) => (record as { ownerId?: unknown }).ownerId)
  return [...new Set(owners.filter((owner): owner is string => typeof owner === 'string'))]
}

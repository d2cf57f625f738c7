// The pending list's two piles: what the server does not have yet, and what waits for the
// customer's code. Newest first: the service just recorded is the one being looked for.
import type { QueuedService } from '../queue/queued-service.ts'

export type PendingKind = 'not-sent' | 'waiting-code'

export function sections(
  items: readonly QueuedService[],
): { kind: PendingKind; items: QueuedService[] }[] {
  const newestFirst = [...items].sort((a, b) => b.createdAt - a.createdAt)
  return [
    { kind: 'not-sent', items: newestFirst.filter((item) => item.status !== 'sent') },
    { kind: 'waiting-code', items: newestFirst.filter((item) => item.status === 'sent') },
  ]
}

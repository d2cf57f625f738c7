// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { QueuedService } from '../queue/queued-service.ts'
import { sections } from './pending-sections.ts'

const item = (createdAt: number, status: QueuedService['status']) =>
  ({ clientId: `c${createdAt}`, createdAt, status }) as QueuedService

describe('pending sections', () => {
  it('puts what the server lacks apart from what waits for a code, newest first', () => {
    const [notSent, waiting] = sections([
      item(1, 'sent'),
      item(2, 'queued'),
      item(3, 'failed'),
      item(4, 'sent'),
      item(5, 'sending'),
    ])
    expect(notSent!.items.map((one) => one.createdAt)).toEqual([5, 3, 2])
    expect(waiting!.items.map((one) => one.createdAt)).toEqual([4, 1])
  })
})

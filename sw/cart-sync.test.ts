// The worker's Background Sync for unsent cart changes (decision 290): woken by the browser, it
// asks the open pages to send and succeeds only when one says nothing is left, so the browser
// tries again later otherwise. `self` (the worker's scope and its clients) is the boundary
// replaced here; the pages' answers are messages on the channel the worker gives them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '#shared/protocols/app-database.ts'
import { CART_SYNC_TAG, cartReplayRequest } from '#shared/protocols/cart-sync.ts'
import type { CartChangeRecord } from '#shared/protocols/cart-change-record.ts'
import { setUpCartSync } from './cart-sync.ts'

type Listener = (event: Event) => void

function fakeWorker(pages: { waiting: number | null }[]) {
  const listeners = new Map<string, Listener>()
  const asked: unknown[] = []
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: {
      matchAll: async () =>
        pages.map((page) => ({
          postMessage: (message: unknown, [port]: MessagePort[]) => {
            asked.push(message)
            // A page that never answers stays silent (the worker's own timeout then counts it).
            if (page.waiting !== null) port!.postMessage({ waiting: page.waiting })
          },
        })),
    },
  }
  ;(globalThis as unknown as { self: unknown }).self = scope
  setUpCartSync()
  const sync = async (tag: string) => {
    let work: Promise<unknown> = Promise.resolve()
    const event = Object.assign(new Event('sync'), {
      tag,
      waitUntil: (promise: Promise<unknown>) => (work = promise),
    })
    listeners.get('sync')!(event)
    return work
  }
  return { sync, asked }
}

const change = { key: 'user|v1', ownerId: 'user', variantId: 'v1' } as CartChangeRecord

describe('the cart’s Background Sync in the worker', () => {
  const original = (globalThis as { self?: unknown }).self
  beforeEach(() => db().cartChanges.clear())
  afterEach(() => {
    ;(globalThis as { self?: unknown }).self = original
  })

  it('asks nothing with no change on the device', async () => {
    const worker = fakeWorker([{ waiting: 0 }])
    await expect(worker.sync(CART_SYNC_TAG)).resolves.toBeUndefined()
    expect(worker.asked).toEqual([])
  })

  it('asks every open page to send, and is done once one has nothing left', async () => {
    await db().cartChanges.put(change)
    const worker = fakeWorker([{ waiting: 1 }, { waiting: 0 }])
    await expect(worker.sync(CART_SYNC_TAG)).resolves.toBeUndefined()
    expect(worker.asked).toEqual([cartReplayRequest, cartReplayRequest])
  })

  it('fails while changes still wait, so the browser tries again later', async () => {
    await db().cartChanges.put(change)
    await expect(fakeWorker([{ waiting: 1 }]).sync(CART_SYNC_TAG)).rejects.toThrow()
    await expect(fakeWorker([]).sync(CART_SYNC_TAG)).rejects.toThrow()
  })

  it('leaves other syncs alone', async () => {
    await db().cartChanges.put(change)
    const worker = fakeWorker([{ waiting: 0 }])
    await worker.sync('something-else')
    expect(worker.asked).toEqual([])
  })
})

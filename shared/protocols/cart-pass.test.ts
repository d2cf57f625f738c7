// The cart pass against a stand-in of Saleor's checkout (updates by line or by variant and
// deletions say the result, each call all or nothing), over Dexie on an in-memory IndexedDB:
// this code runs in the page and the worker, tested in Node.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDb, type AppDb } from './app-database.ts'
import { cartChangeKey, type CartChangeRecord } from './cart-change-record.ts'
import type { CheckoutLineShape, CheckoutShape } from './cart-records.ts'
import {
  runCartPass,
  type CartCall,
  type CartCallError,
  type CartHead,
  type CartTransport,
} from './cart-pass.ts'

let db: AppDb
let serial = 0
const owner = 'user-1'

beforeEach(async () => {
  serial += 1
  db = createDb(`cart-pass-${serial}`)
  await db.open()
})

interface Product {
  variantId: string
  price: number
  payable: number
  stock: number
  inChannel: boolean
}

// A checkout server: its lines by variant, what every call asked, and faults to play.
function saleor(products: Record<string, Partial<Product>>) {
  const catalog = new Map(
    Object.entries(products).map(([variantId, product]) => [
      variantId,
      { variantId, price: 10, payable: 10, stock: 40, inChannel: true, ...product },
    ]),
  )
  const checkouts = new Map<string, Map<string, { id: string; quantity: number }>>()
  const calls: string[] = []
  let lineSerial = 0
  let checkoutSerial = 0
  // Faults by call name: 'drop' does the work and loses the answer; 'twice' does the work twice
  // and answers the second (a browser sending a request again on a new connection when the
  // first was cut before its answer); a status answers that and does nothing.
  const faults: { call: string; fault: 'drop' | 'twice' | number }[] = []

  const shape = (id: string): CheckoutShape => ({
    id,
    subtotalPrice: { gross: { amount: 0 } },
    totalPrice: { tax: { amount: 0 } },
    lines: [...checkouts.get(id)!].map(([variantId, line]): CheckoutLineShape => ({
      id: line.id,
      quantity: line.quantity,
      undiscountedUnitPrice: { amount: catalog.get(variantId)!.price },
      undiscountedTotalPrice: { amount: catalog.get(variantId)!.price * line.quantity },
      unitPrice: { gross: { amount: catalog.get(variantId)!.payable } },
      variant: {
        id: variantId,
        quantityAvailable: catalog.get(variantId)!.stock,
        product: { id: `p-${variantId}`, name: variantId, metadata: [] },
      },
    })),
  })

  const refuse = (code: string, field = 'quantity'): CartCall => ({
    kind: 'errors',
    errors: [{ code, field, message: `${code} refused` } satisfies CartCallError],
  })

  // Every line checked first, then all applied: a refused call changes nothing.
  const change = (id: string, wanted: { variantId: string; quantity: number }[]): CartCall => {
    const lines = checkouts.get(id)
    if (!lines) return refuse('NOT_FOUND', 'id')
    for (const want of wanted) {
      const product = catalog.get(want.variantId)!
      if (!product.inChannel) return refuse('UNAVAILABLE_VARIANT_IN_CHANNEL', 'lines')
      const current = lines.get(want.variantId)?.quantity ?? 0
      if (want.quantity > current && want.quantity > product.stock) {
        return refuse('INSUFFICIENT_STOCK')
      }
    }
    for (const want of wanted) {
      const current = lines.get(want.variantId)
      if (want.quantity === 0) lines.delete(want.variantId)
      else {
        const id = current?.id ?? `line-${++lineSerial}`
        lines.set(want.variantId, { id, quantity: want.quantity })
      }
    }
    return { kind: 'checkout', checkout: shape(id) }
  }

  const variantOfLine = (id: string, lineId: string) =>
    [...(checkouts.get(id) ?? [])].find(([, line]) => line.id === lineId)?.[0]

  const handle = async (call: string, work: () => CartCall): Promise<CartCall> => {
    calls.push(call)
    const index = faults.findIndex((fault) => fault.call === call)
    const fault = index >= 0 ? faults.splice(index, 1)[0]!.fault : null
    if (fault !== null) {
      if (fault === 'drop') {
        work()
        return { kind: 'unreached', status: 0, message: 'Failed to fetch' }
      }
      if (fault === 'twice') {
        work()
        return work()
      }
      return { kind: 'unreached', status: fault, message: 'Service Unavailable' }
    }
    return work()
  }

  const transport: CartTransport = {
    read: (id) =>
      handle('read', () =>
        checkouts.has(id) ? { kind: 'checkout', checkout: shape(id) } : { kind: 'gone' },
      ),
    create: () =>
      handle('create', () => {
        const id = `checkout-${++checkoutSerial}`
        checkouts.set(id, new Map())
        return { kind: 'checkout', checkout: shape(id) }
      }),
    update: (id, lines) =>
      handle('update', () => {
        const wanted = lines.map((line) => ({
          variantId: 'lineId' in line ? (variantOfLine(id, line.lineId) ?? '') : line.variantId,
          quantity: line.quantity,
        }))
        if (wanted.some((want) => !want.variantId)) return refuse('NOT_FOUND', 'lineId')
        return change(id, wanted)
      }),
    remove: (id, lineIds) =>
      handle('remove', () => {
        const wanted = lineIds.map((lineId) => ({
          variantId: variantOfLine(id, lineId) ?? '',
          quantity: 0,
        }))
        if (wanted.some((want) => !want.variantId)) return refuse('NOT_FOUND', 'linesIds')
        return change(id, wanted)
      }),
    stock: async (_channel, productIds) => {
      calls.push('stock')
      const found = new Map<string, number>()
      for (const [variantId, product] of catalog) {
        if (productIds.includes(`p-${variantId}`) && product.inChannel) {
          found.set(variantId, product.stock)
        }
      }
      return found
    },
  }

  return {
    transport,
    calls,
    faults,
    catalog,
    checkouts,
    linesOf: (id: string) =>
      Object.fromEntries([...(checkouts.get(id) ?? [])].map(([v, line]) => [v, line.quantity])),
  }
}

// The device's confirmed checkout, as the page's session holds it.
function device(checkoutId: string | null = null) {
  const state = { checkoutId, lines: [] as readonly CheckoutLineShape[], gone: 0 }
  const head: CartHead = {
    checkoutId: () => state.checkoutId,
    channel: () => 'muscat',
    confirmed: async (checkout) => {
      state.checkoutId = checkout.id
      state.lines = checkout.lines
    },
    gone: async () => {
      state.checkoutId = null
      state.lines = []
      state.gone += 1
    },
  }
  return { state, head }
}

async function want(variantId: string, quantity: number, extra: Partial<CartChangeRecord> = {}) {
  const existing = await db.cartChanges.get(cartChangeKey(owner, variantId))
  const record: CartChangeRecord = {
    key: cartChangeKey(owner, variantId),
    ownerId: owner,
    checkoutId: null,
    productId: `p-${variantId}`,
    variantId,
    channel: 'muscat',
    name: variantId,
    nameAr: null,
    image: null,
    price: 10,
    discount: 0,
    payable: 10,
    discountPercentage: 0,
    quantityAvailable: 40,
    quantity,
    confirmedQuantity: 0,
    createdAt: existing?.createdAt ?? (serial += 1),
    changedAt: serial,
    revision: (existing?.revision ?? 0) + 1,
    status: 'waiting',
    attempts: 0,
    nextAttemptAt: 0,
    lastAttemptAt: null,
    lastStatus: null,
    lastError: null,
    ...extra,
  }
  await db.cartChanges.put(record)
}

const pass = (server: ReturnType<typeof saleor>, head: CartHead, openedAt?: number) =>
  runCartPass(db, owner, server.transport, head, { openedAt })

const noticesOf = async () =>
  (await db.cartNotices.toArray()).map(({ kind, variantId, asked, kept }) => ({
    kind,
    variantId,
    asked,
    kept,
  }))

describe('a cart pass', () => {
  it('makes an empty checkout, sets every line with its whole quantity and forgets the changes', async () => {
    const server = saleor({ a: {}, b: {} })
    const { state, head } = device()
    await want('a', 3)
    await want('b', 1)
    const result = await pass(server, head)
    expect(result.stoppedBy).toBe('done')
    expect(server.calls).toEqual(['create', 'update'])
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 3, b: 1 })
    expect(await db.cartChanges.count()).toBe(0)
    expect(await noticesOf()).toEqual([])
  })

  it('sets lines by line or variant id in one call, and deletes those wanted at zero in one', async () => {
    const server = saleor({ a: {}, b: {}, c: {} })
    const { state, head } = device()
    await want('a', 2)
    await want('b', 2)
    await pass(server, head)
    await want('a', 5)
    await want('b', 0)
    await want('c', 1)
    server.calls.length = 0
    await pass(server, head)
    expect(server.calls).toEqual(['read', 'update', 'remove'])
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 5, c: 1 })
  })

  it('an update whose answer was lost, or that reached the server twice, is the same once', async () => {
    const server = saleor({ a: {}, b: {} })
    const { state, head } = device()
    await want('a', 2)
    await pass(server, head)
    await want('b', 3)
    server.faults.push({ call: 'update', fault: 'drop' })
    const lost = await pass(server, head)
    expect(lost).toMatchObject({ stoppedBy: 'retry', retryStatus: 0 })
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 2, b: 3 })
    const [waiting] = await db.cartChanges.toArray()
    expect(waiting).toMatchObject({ status: 'waiting', attempts: 1, lastStatus: 0 })
    expect(waiting!.nextAttemptAt).toBeGreaterThan(Date.now())

    // Again, as a reload, a second tab or the worker would: the line is there already.
    for (let replay = 0; replay < 3; replay += 1) {
      await db.cartChanges.toCollection().modify({ nextAttemptAt: 0 })
      await pass(server, head)
    }
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 2, b: 3 })
    expect(await db.cartChanges.count()).toBe(0)

    await want('a', 4)
    await want('c', 0)
    server.faults.push({ call: 'update', fault: 'twice' })
    await pass(server, head)
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 4, b: 3 })
  })

  it('a lost creation leaves only an empty checkout behind', async () => {
    const server = saleor({ a: {} })
    const { state, head } = device()
    await want('a', 2)
    server.faults.push({ call: 'create', fault: 'drop' })
    await pass(server, head)
    await db.cartChanges.toCollection().modify({ nextAttemptAt: 0 })
    await pass(server, head)
    const [orphan, kept] = [...server.checkouts.keys()]
    expect(server.linesOf(orphan!)).toEqual({})
    expect(kept).toBe(state.checkoutId)
    expect(server.linesOf(kept!)).toEqual({ a: 2 })
  })

  it('a 503 in the middle keeps what went through and sends the rest later', async () => {
    const server = saleor({ a: {}, b: {} })
    const { state, head } = device()
    await want('a', 1)
    await want('b', 1)
    await pass(server, head)
    await want('a', 4)
    await want('b', 0)
    server.faults.push({ call: 'remove', fault: 503 })
    expect(await pass(server, head)).toMatchObject({ stoppedBy: 'retry', retryStatus: 503 })
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 4, b: 1 })
    server.calls.length = 0
    await pass(server, head, Date.now() + 60_000)
    // Not due yet: a sign (`openedAt`) makes it due only when the last try is 8 s old.
    expect(server.calls).toEqual([])
    await db.cartChanges.toCollection().modify({ lastAttemptAt: Date.now() - 9000 })
    await pass(server, head, Date.now())
    expect(server.calls).toEqual(['read', 'remove'])
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 4 })
  })

  it('a change made while a pass runs stays, due at once', async () => {
    const server = saleor({ a: {} })
    const { head } = device()
    await want('a', 1)
    const original = server.transport.update
    server.transport.update = async (id, lines) => {
      await want('a', 2)
      return original(id, lines)
    }
    await pass(server, head)
    const [left] = await db.cartChanges.toArray()
    expect(left).toMatchObject({ quantity: 2, status: 'waiting', nextAttemptAt: 0 })
  })

  it('tells each refused line on its own and sends the others', async () => {
    const server = saleor({
      a: {},
      gone: { inChannel: false },
      none: { stock: 0 },
      few: { stock: 2 },
    })
    const { state, head } = device()
    await want('a', 1)
    await want('gone', 1)
    await want('none', 1)
    await want('few', 5)
    await pass(server, head)
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 1, few: 2 })
    expect(await noticesOf()).toEqual(
      expect.arrayContaining([
        { kind: 'unavailable', variantId: 'gone', asked: 1, kept: 0 },
        { kind: 'out-of-stock', variantId: 'none', asked: 1, kept: 0 },
        { kind: 'less-stock', variantId: 'few', asked: 5, kept: 2 },
      ]),
    )
    expect(await db.cartChanges.count()).toBe(0)
  })

  it('tells a price or a discount that changed since the person saw it', async () => {
    const server = saleor({ a: { price: 12, payable: 12 }, b: { price: 10, payable: 8 } })
    const { head } = device()
    await want('a', 1)
    await want('b', 1)
    await pass(server, head)
    const notices = await db.cartNotices.toArray()
    expect(
      notices.map(({ kind, variantId, before, after }) => ({ kind, variantId, before, after })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'price-changed', variantId: 'a', before: 10, after: 12 },
        { kind: 'discount-changed', variantId: 'b', before: 10, after: 8 },
      ]),
    )
  })

  it('a checkout completed elsewhere is told, and the changes go into a new one', async () => {
    const server = saleor({ a: {}, b: {} })
    const { state, head } = device()
    await want('a', 1)
    await pass(server, head)
    const first = state.checkoutId!
    server.checkouts.delete(first)
    await want('b', 2)
    await want('a', 0)
    await pass(server, head)
    expect(state.gone).toBe(1)
    expect(state.checkoutId).not.toBe(first)
    expect(server.linesOf(state.checkoutId!)).toEqual({ b: 2 })
    expect(await noticesOf()).toEqual([
      { kind: 'checkout-gone', variantId: null, asked: 0, kept: 0 },
    ])
  })

  it('a line deleted elsewhere is added again with what the person wants', async () => {
    const server = saleor({ a: {} })
    const { state, head } = device()
    await want('a', 1)
    await pass(server, head)
    const staleLines = state.lines
    server.checkouts.get(state.checkoutId!)!.clear()
    await want('a', 3)
    // The read sees the line gone: one addition, no update of a line that is not there.
    await pass(server, head)
    expect(staleLines).toHaveLength(1)
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 3 })
  })

  it('only the owner’s changes are sent', async () => {
    const server = saleor({ a: {}, b: {} })
    const { state, head } = device()
    await want('a', 1)
    await want('b', 1, { key: cartChangeKey('user-2', 'b'), ownerId: 'user-2' })
    await pass(server, head)
    expect(server.linesOf(state.checkoutId!)).toEqual({ a: 1 })
    expect(await db.cartChanges.count()).toBe(1)
  })
})

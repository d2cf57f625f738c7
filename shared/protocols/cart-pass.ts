// One pass over a person's unsent cart changes, shared by the page and the service worker (each
// with its own way of calling the commerce endpoint), the cart's counterpart of the staff
// queue's pass (submission-pass.ts; decision 290):
//
// 1. read the checkout as the server has it now (a checkout completed or replaced elsewhere is
//    told, and a new one made for the changes);
// 2. send what differs from the changes (cart-plan.ts): the quantities wanted in one
//    checkoutLinesUpdate, then the deletions in one checkoutLinesDelete; a refused call is sent
//    again change by change, so a refusal lands on its own line;
// 3. a stock refusal asks for the stock and, with some left, takes what is left;
// 4. forget the changes the server now has, and keep notices of whatever differs from what the
//    person asked or saw.
//
// Every call says the result wanted, never a step (cart-plan.ts), so a call sent twice changes
// nothing. The caller holds the cart's lock (storage-keys.ts CART_LOCK), so nothing else on this
// device changes the checkout meanwhile. A pass cut short (no answer, a failing server, the app
// closed) leaves every change waiting; the next pass reads again and sends only what differs.
import type { CartChangeRecord, CartNoticeRecord } from './cart-change-record.ts'
import { cartKeyPrefix, cartNoticeKey } from './cart-change-record.ts'
import type { AppDb } from './app-database.ts'
import type { CheckoutLineShape, CheckoutShape } from './cart-records.ts'
import {
  isPlanEmpty,
  noticeOf,
  noticesAfter,
  planOf,
  refusalOf,
  type CartPlan,
} from './cart-plan.ts'
import { retryDelayMs } from './submission-retry.ts'

export interface CartCallError {
  code: string
  field?: string | null
  message?: string | null
}

/** A call to the commerce endpoint, as the pass reads it. */
export type CartCall =
  | { kind: 'checkout'; checkout: CheckoutShape }
  | { kind: 'errors'; errors: readonly CartCallError[] }
  | { kind: 'gone' }
  // No answer, a failing server, or the server asking to come back later: try again later.
  | { kind: 'unreached'; status: number; message: string }
  | { kind: 'signed-out' }

export type LineQuantity =
  { lineId: string; quantity: number } | { variantId: string; quantity: number }

export interface CartTransport {
  read(checkoutId: string): Promise<CartCall>
  /** A new, empty checkout: made again after a lost answer, it only leaves an empty one behind. */
  create(channel: string): Promise<CartCall>
  /** Quantities by line id, or by variant id for a variant the checkout has no line of. */
  update(checkoutId: string, lines: LineQuantity[]): Promise<CartCall>
  remove(checkoutId: string, lineIds: string[]): Promise<CartCall>
  /** The stock of each variant of these products sold in the channel; null without an answer. */
  stock(channel: string, productIds: string[]): Promise<Map<string, number> | null>
}

/** Where the device keeps the confirmed checkout: the session on a page, IndexedDB in the worker. */
export interface CartHead {
  checkoutId(): string | null
  channel(): string | null
  confirmed(checkout: CheckoutShape): Promise<void>
  gone(): Promise<void>
}

export interface CartPassResult {
  stoppedBy: 'nothing' | 'done' | 'backoff' | 'retry' | 'signed-out'
  /** When a waiting change is due again; null when nothing waits for a time. */
  nextAttemptAt: number | null
  retryStatus?: number
  confirmed: number
  notices: number
}

export interface CartPassOptions {
  // When the way to the server was seen open again: changes tried before it are due.
  openedAt?: number | null
  now?: () => number
}

// A sign that the way is open makes a change due early only when its last try began at least
// this long ago: a network that only looks open may give signs all the time (decision 250).
const CART_SIGN_FLOOR_MS = 8000

function isChangeDue(
  change: Pick<CartChangeRecord, 'nextAttemptAt' | 'lastAttemptAt'>,
  now: number,
  openedAt: number | null = null,
): boolean {
  if (change.nextAttemptAt <= now) return true
  const last = change.lastAttemptAt ?? 0
  return openedAt !== null && last < openedAt && now - last >= CART_SIGN_FLOOR_MS
}

async function changesOf(db: AppDb, ownerId: string): Promise<CartChangeRecord[]> {
  const changes = await db.cartChanges.where('key').startsWith(cartKeyPrefix(ownerId)).toArray()
  return changes.sort((a, b) => a.createdAt - b.createdAt)
}

type Stop = Extract<CartCall, { kind: 'unreached' } | { kind: 'signed-out' }>

class Stopped extends Error {
  readonly call: Stop
  constructor(call: Stop) {
    super(call.kind)
    this.call = call
  }
}

// The checkout changed under the plan (its line or the checkout itself went): plan again.
class PlanAgain extends Error {}

const isStop = (call: CartCall): call is Stop =>
  call.kind === 'unreached' || call.kind === 'signed-out'

// The most rounds of read, plan and send in one pass: a line or checkout that goes while the
// pass runs makes one more round; more would mean another device fighting this one.
const MOST_ROUNDS = 3

// One pass's conversation with the server, and what it learned.
function conversation(transport: CartTransport, head: CartHead, changes: CartChangeRecord[]) {
  const notices = new Map<string, CartNoticeRecord>()
  const told = new Set<string>()
  let checkoutId = head.checkoutId() ?? changes.find((change) => change.checkoutId)?.checkoutId
  let server: readonly CheckoutLineShape[] = []
  let confirmed = 0
  const now = () => Date.now()
  const byVariant = new Map(changes.map((change) => [change.variantId, change]))

  const tell = (notice: CartNoticeRecord) => {
    notices.set(notice.key, notice)
    if (notice.variantId) told.add(notice.variantId)
  }

  const answered = async (call: CartCall): Promise<CartCall> => {
    if (isStop(call)) throw new Stopped(call)
    if (call.kind === 'checkout') {
      server = call.checkout.lines
      checkoutId = call.checkout.id
      confirmed += 1
      await head.confirmed(call.checkout)
    }
    if (call.kind === 'gone') {
      await head.gone()
      checkoutId = null
      server = []
      const anyLine = changes[0]!
      tell({
        ...noticeOf(anyLine, 'checkout-gone', { asked: 0, kept: 0 }, now()),
        key: cartNoticeKey(anyLine.ownerId, 'checkout-gone', null),
        variantId: null,
      })
      throw new PlanAgain()
    }
    return call
  }

  const send = (group: keyof CartPlan, items: CartPlan[keyof CartPlan]): Promise<CartCall> => {
    const id = checkoutId!
    if (group === 'remove') {
      return transport.remove(
        id,
        (items as CartPlan['remove']).map((item) => item.lineId),
      )
    }
    return transport.update(
      id,
      (items as CartPlan['update']).map(({ lineId, variantId, quantity }) =>
        lineId ? { lineId, quantity } : { variantId, quantity },
      ),
    )
  }

  // A stock refusal: with some left beyond what the line holds, the line takes what is left;
  // with none, it stays as the server has it.
  const refusedForStock = async (item: CartPlan['update'][number], change: CartChangeRecord) => {
    const stock = await transport.stock(change.channel, [change.productId])
    if (stock === null) throw new Stopped({ kind: 'unreached', status: 0, message: '' })
    const left = stock.get(change.variantId)
    const held = server.find((line) => line.variant.id === change.variantId)?.quantity ?? 0
    if (left === undefined) {
      tell(noticeOf(change, 'unavailable', { asked: change.quantity, kept: held }, now()))
      return
    }
    if (left === 0 || left <= held) {
      const kind = left === 0 ? 'out-of-stock' : 'less-stock'
      tell(noticeOf(change, kind, { asked: change.quantity, kept: held }, now()))
      return
    }
    const call = await answered(await send('update', [{ ...item, quantity: left }]))
    if (call.kind === 'checkout') {
      tell(noticeOf(change, 'less-stock', { asked: change.quantity, kept: left }, now()))
    } else if (call.kind === 'errors') {
      const message = call.errors[0]?.message ?? ''
      tell(noticeOf(change, 'refused', { asked: change.quantity, kept: held, message }, now()))
    }
  }

  const refused = async (
    group: keyof CartPlan,
    item: CartPlan[keyof CartPlan][number],
    errors: readonly CartCallError[],
  ) => {
    const change = byVariant.get(item.variantId)!
    const held = server.find((line) => line.variant.id === change.variantId)?.quantity ?? 0
    // The line went meanwhile (deleted on another device): what was wanted of it is planned
    // again from a fresh read.
    if (errors.some((error) => error.field === 'lineId' || error.field === 'linesIds')) {
      throw new PlanAgain()
    }
    const refusal = refusalOf(errors)
    if (refusal === 'stock' && group === 'update') {
      return refusedForStock(item as CartPlan['update'][number], change)
    }
    const kind = refusal === 'unavailable' ? 'unavailable' : 'refused'
    const message = errors.find((error) => error.message)?.message ?? ''
    tell(noticeOf(change, kind, { asked: change.quantity, kept: held, message }, now()))
  }

  const sendGroup = async (group: keyof CartPlan, items: CartPlan[keyof CartPlan]) => {
    if (items.length === 0) return
    const call = await answered(await send(group, items))
    if (call.kind !== 'errors') return
    // Refused as a whole: each change alone, so each refusal is told on its own line.
    for (const item of items) {
      const alone = await answered(await send(group, [item] as never))
      if (alone.kind === 'errors') await refused(group, item, alone.errors)
    }
  }

  const round = async () => {
    // Only a checkout just read is planned on: what is sent is what differs from it.
    if (checkoutId && (await answered(await transport.read(checkoutId))).kind !== 'checkout') {
      throw new Stopped({ kind: 'unreached', status: 0, message: '' })
    }
    if (!checkoutId) {
      if (!changes.some((change) => change.quantity > 0)) return
      const created = await answered(await transport.create(head.channel() ?? changes[0]!.channel))
      if (created.kind === 'errors') {
        // No checkout can be made (a closed store): every change is told, none is kept waiting.
        const message = created.errors[0]?.message ?? ''
        for (const change of changes.filter((item) => item.quantity > 0)) {
          tell(noticeOf(change, 'refused', { asked: change.quantity, kept: 0, message }, now()))
        }
        return
      }
    }
    const wanted = changes.filter((change) => !told.has(change.variantId))
    const plan = planOf(server, wanted)
    if (isPlanEmpty(plan)) return
    await sendGroup('update', plan.update)
    await sendGroup('remove', plan.remove)
  }

  return {
    async run(): Promise<void> {
      for (let index = 1; ; index += 1) {
        try {
          await round()
          break
        } catch (error) {
          if (!(error instanceof PlanAgain) || index >= MOST_ROUNDS) throw error
        }
      }
      for (const notice of noticesAfter(server, changes, told, now())) tell(notice)
    },
    notices: () => [...notices.values()],
    confirmedCalls: () => confirmed,
  }
}

async function markSending(db: AppDb, changes: CartChangeRecord[], at: number): Promise<void> {
  await db.transaction('rw', db.cartChanges, async () => {
    for (const change of changes) {
      await db.cartChanges.update(change.key, { status: 'sending', lastAttemptAt: at })
    }
  })
}

// The server has every change: those the person did not change again meanwhile go; a change
// made during the pass is due at once.
async function settle(
  db: AppDb,
  sent: CartChangeRecord[],
  notices: CartNoticeRecord[],
): Promise<void> {
  await db.transaction('rw', db.cartChanges, db.cartNotices, async () => {
    for (const change of sent) {
      const current = await db.cartChanges.get(change.key)
      if (!current) continue
      if (current.revision === change.revision) await db.cartChanges.delete(change.key)
      else {
        await db.cartChanges.update(change.key, {
          status: 'waiting',
          attempts: 0,
          nextAttemptAt: 0,
          lastStatus: null,
          lastError: null,
        })
      }
    }
    await db.cartNotices.bulkPut(notices)
  })
}

/**
 * What a try that got no answer (status 0), or a failing server's, leaves on a change: it waits
 * its turn, as the staff queue's items do (decision 170), and the line says why.
 */
export function afterFailedTry(
  attempts: number,
  failed: { status: number; message: string },
  at: number,
): Pick<CartChangeRecord, 'status' | 'attempts' | 'nextAttemptAt' | 'lastStatus' | 'lastError'> {
  return {
    status: 'waiting',
    attempts: attempts + 1,
    nextAttemptAt: at + retryDelayMs(attempts + 1),
    lastStatus: failed.status,
    lastError: failed.status === 0 ? null : failed.message || null,
  }
}

async function holdBack(db: AppDb, sent: CartChangeRecord[], stop: Stop, at: number) {
  await db.transaction('rw', db.cartChanges, async () => {
    for (const change of sent) {
      const current = await db.cartChanges.get(change.key)
      if (!current) continue
      if (stop.kind === 'signed-out') {
        await db.cartChanges.update(change.key, { status: 'waiting', lastStatus: 401 })
        continue
      }
      await db.cartChanges.update(change.key, afterFailedTry(current.attempts, stop, at))
    }
  })
}

export async function runCartPass(
  db: AppDb,
  ownerId: string,
  transport: CartTransport,
  head: CartHead,
  options: CartPassOptions = {},
): Promise<CartPassResult> {
  const now = options.now ?? Date.now
  const openedAt = options.openedAt ?? null
  const changes = await changesOf(db, ownerId)
  const result: CartPassResult = {
    stoppedBy: 'nothing',
    nextAttemptAt: null,
    confirmed: 0,
    notices: 0,
  }
  if (changes.length === 0) return result
  if (!changes.some((change) => isChangeDue(change, now(), openedAt))) {
    const next = Math.min(...changes.map((change) => change.nextAttemptAt))
    return { ...result, stoppedBy: 'backoff', nextAttemptAt: next }
  }
  await markSending(db, changes, now())
  const talk = conversation(transport, head, changes)
  try {
    await talk.run()
  } catch (error) {
    const stop: Stop =
      error instanceof Stopped
        ? error.call
        : { kind: 'unreached', status: 0, message: error instanceof Error ? error.message : '' }
    await holdBack(db, changes, stop, now())
    if (stop.kind === 'signed-out') return { ...result, stoppedBy: 'signed-out' }
    const left = await changesOf(db, ownerId)
    return {
      ...result,
      stoppedBy: 'retry',
      retryStatus: stop.status,
      nextAttemptAt: Math.min(...left.map((change) => change.nextAttemptAt)),
      confirmed: talk.confirmedCalls(),
    }
  }
  const notices = talk.notices()
  await settle(db, changes, notices)
  const left = await changesOf(db, ownerId)
  return {
    ...result,
    stoppedBy: 'done',
    nextAttemptAt: left.length > 0 ? Math.min(...left.map((change) => change.nextAttemptAt)) : null,
    confirmed: talk.confirmedCalls(),
    notices: notices.length,
  }
}

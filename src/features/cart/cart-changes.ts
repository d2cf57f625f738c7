// A step on the cart kept on the device (decision 290): offline, or while earlier changes still
// wait (they go first), or when a change's answer did not come. The step is turned at once into
// the quantity the person now wants of the variant, in one IndexedDB transaction, so two tabs
// stepping the same line both count. The spec's rules hold as online: a step of count_step, at
// most what may be bought (the stock as last known, within the per-line limit).
import type { CartProductSnapshot } from '#shared/protocols/cart-change-record.ts'
import { cartChangeKey, cartKeyPrefix } from '#shared/protocols/cart-change-record.ts'
import { afterFailedTry } from '#shared/protocols/cart-pass.ts'
import { purchasableOf, stepDown, stepUp } from '#shared/domain/cart-step.ts'
import { session } from '../../api/session-store.ts'
import { loadDb, type CartChangeRecord } from '../../db/index.ts'

// The commerce catalog has no count_step of its own: every step is one, as the spec's cart
// of the commerce checkout says.
const COUNT_STEP = 1

export type StepOnDevice = { kind: 'changed'; quantity: number } | { kind: 'limit'; limit: number }

type Decide = (current: number, confirmed: number) => StepOnDevice

/** A call made online for the step that failed: it began `at`, and answered `status` (0: none). */
export interface FailedTry {
  at: number
  status: number
  message: string
}

async function changeOnDevice(
  ownerId: string,
  product: CartProductSnapshot,
  decide: Decide,
  failed?: FailedTry,
): Promise<StepOnDevice> {
  const db = await loadDb()
  const key = cartChangeKey(ownerId, product.variantId)
  return db.transaction('rw', db.cartChanges, db.cartNotices, db.cartLines, async () => {
    const change = await db.cartChanges.get(key)
    const line = await db.cartLines.filter((item) => item.variantId === product.variantId).first()
    const decided = decide(change?.quantity ?? line?.quantity ?? 0, line?.quantity ?? 0)
    if (decided.kind === 'limit') return decided
    const quantity = decided.quantity
    const now = Date.now()
    // A change is never dropped here, even back to the confirmed quantity: a pass may be sending
    // it right now, and only the pass knows when the server has what the person wants.
    const record: CartChangeRecord = {
      ...product,
      key,
      ownerId,
      checkoutId: session.get().checkoutId ?? change?.checkoutId ?? null,
      quantity,
      confirmedQuantity: change?.confirmedQuantity ?? line?.quantity ?? 0,
      createdAt: change?.createdAt ?? now,
      changedAt: now,
      revision: (change?.revision ?? 0) + 1,
      status: change?.status ?? 'waiting',
      attempts: change?.attempts ?? 0,
      // A new change goes at once; one already waiting out a failed try keeps its wait.
      nextAttemptAt: change && change.attempts > 0 ? change.nextAttemptAt : now,
      lastAttemptAt: change?.lastAttemptAt ?? null,
      lastStatus: change?.lastStatus ?? null,
      lastError: change?.lastError ?? null,
    }
    // Tried online already: the line says the server did not answer (or could not take it), and
    // the sender's next try waits its turn rather than going at once.
    await db.cartChanges.put(
      failed
        ? { ...record, lastAttemptAt: failed.at, ...afterFailedTry(record.attempts, failed, now) }
        : record,
    )
    // The person acted on the line: what an earlier answer told about it has been seen.
    await db.cartNotices
      .where('key')
      .startsWith(cartKeyPrefix(ownerId))
      .filter((notice) => notice.variantId === product.variantId)
      .delete()
    return { kind: 'changed', quantity }
  })
}

export function stepOnDevice(
  ownerId: string,
  product: CartProductSnapshot,
  direction: 1 | -1,
  failed?: FailedTry,
): Promise<StepOnDevice> {
  const decide: Decide = (current) => {
    if (direction === -1) return { kind: 'changed', quantity: stepDown(current, COUNT_STEP) }
    const raised = stepUp(current, COUNT_STEP, purchasableOf(product.quantityAvailable))
    return raised.changed
      ? { kind: 'changed', quantity: raised.quantity }
      : { kind: 'limit', limit: raised.limit }
  }
  return changeOnDevice(ownerId, product, decide, failed)
}

/** A line the person removed on the device comes back as the server has it. */
export function restoreOnDevice(
  ownerId: string,
  product: CartProductSnapshot,
): Promise<StepOnDevice> {
  return changeOnDevice(ownerId, product, (_current, confirmed) => ({
    kind: 'changed',
    quantity: confirmed,
  }))
}

/** Whether the person has changes the server has not confirmed: new ones must queue behind. */
export async function hasWaitingChanges(ownerId: string): Promise<boolean> {
  const db = await loadDb()
  return (await db.cartChanges.where('key').startsWith(cartKeyPrefix(ownerId)).count()) > 0
}

/** The person has read what the server's answers changed. */
export async function confirmNotices(ownerId: string): Promise<void> {
  const db = await loadDb()
  await db.cartNotices.where('key').startsWith(cartKeyPrefix(ownerId)).delete()
}

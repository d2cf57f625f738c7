import { loadOrders } from '#shared/contracts/rest/service-center/customers.ts'
import { callRest } from '../../../api/call-rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { lastGood, type Looked } from '../../../api/last-good.ts'
import { session } from '../../../api/session-store.ts'
import { loadDb, submissionOwnerPrefix } from '../../../db/index.ts'
import type { CouponGroup } from './types.ts'
import { foldUses, usesUnknownTo, withUsesHere, type ShownCouponGroup } from './device-uses.ts'

// Where the last answer is kept; priming (decision 174) fills the same keys ahead of lookups.
export const ordersKey = (phone: string, language: string = currentLanguage()) =>
  `staff:orders:${phone}:${language}`

async function ownQueue() {
  const ownerId = session.get().user?.id
  if (!ownerId) return []
  const db = await loadDb()
  return db.submissions.where('clientId').startsWith(submissionOwnerPrefix(ownerId)).toArray()
}

// The customer's coupons as the counter sees them: the server's answer (or the one saved on the
// device), less what this device used that the answer cannot know yet (device-uses.ts).
export async function loadCouponOrders(phone: string): Promise<Looked<ShownCouponGroup[]>> {
  const looked = await lastGood(ordersKey(phone), async (signal) => {
    const answer = await callRest(loadOrders, { query: { mobile_number: phone }, signal })
    return answer.data
  })
  const queue = await ownQueue().catch(() => [])
  return {
    ...looked,
    value: withUsesHere(looked.value, usesUnknownTo(queue, phone, looked.savedAt)),
  }
}

const languages = ['en', 'ar'] as const

// A service left the queue with its bill on the server (verified, or removed from the list
// while it waits there): its uses go into the customer's saved answers that were saved before
// the server had it, in both languages, so they stay counted offline.
export async function keepUsesCounted(
  phone: string,
  lineIds: readonly number[],
  sentAt: number,
): Promise<void> {
  const db = await loadDb()
  await db.transaction('rw', db.lookups, async () => {
    for (const language of languages) {
      const key = ordersKey(phone, language)
      const saved = await db.lookups.get(key)
      if (!saved || saved.savedAt >= sentAt) continue
      // Written by lastGood or priming under this key: the answer of load-orders/.
      const value = foldUses(saved.value as CouponGroup[], lineIds)
      await db.lookups.update(key, { value })
    }
  })
}

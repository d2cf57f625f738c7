import { loadOrders } from '#shared/contracts/rest/service-center/customers.ts'
import { callRest } from '../../../api/call-rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { lastGood, type Looked } from '../../../api/last-good.ts'
import type { CouponGroup } from './types.ts'

// Where the last answer is kept; priming (decision 174) fills the same keys ahead of lookups.
export const ordersKey = (phone: string, language: string = currentLanguage()) =>
  `staff:orders:${phone}:${language}`

export function loadCouponOrders(phone: string): Promise<Looked<CouponGroup[]>> {
  return lastGood(ordersKey(phone), async (signal) => {
    const answer = await callRest(loadOrders, { query: { mobile_number: phone }, signal })
    return answer.data
  })
}

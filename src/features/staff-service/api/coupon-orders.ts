import { loadOrders } from '#shared/contracts/rest/service-center/customers.ts'
import { callRest } from '../../../api/call-rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { lastGood, type Looked } from '../../../api/last-good.ts'
import type { CouponGroup } from './types.ts'

export function loadCouponOrders(phone: string): Promise<Looked<CouponGroup[]>> {
  return lastGood(`staff:orders:${phone}:${currentLanguage()}`, async (signal) => {
    const answer = await callRest(loadOrders, { query: { mobile_number: phone }, signal })
    return answer.data
  })
}

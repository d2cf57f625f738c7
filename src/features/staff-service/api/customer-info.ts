import {
  loadCustomerInfo as customerInfoRoute,
  nameCustomer,
} from '#shared/contracts/rest/service-center/customers.ts'
import { callRest } from '../../../api/call-rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { lastGood, remember, type Looked } from '../../../api/last-good.ts'
import type { CustomerInfo } from './types.ts'

// Where the last answer is kept; priming (decision 174) fills the same keys ahead of lookups.
export const customerKey = (phone: string, language: string = currentLanguage()) =>
  `staff:customer:${phone}:${language}`
const keyOf = (phone: string) => customerKey(phone)

export function loadCustomerInfo(phone: string): Promise<Looked<CustomerInfo>> {
  return lastGood(keyOf(phone), async (signal) => {
    const answer = await callRest(customerInfoRoute, { query: { mobile_number: phone }, signal })
    return answer.data
  })
}

export async function saveCustomerName(
  phone: string,
  name: { firstName: string; lastName: string },
): Promise<CustomerInfo> {
  const answer = await callRest(nameCustomer, {
    body: { mobile_number: phone, first_name: name.firstName, last_name: name.lastName },
  })
  return answer.data
}

export function rememberCustomerInfo(phone: string, info: CustomerInfo): Promise<void> {
  return remember(keyOf(phone), info)
}

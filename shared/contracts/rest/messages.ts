// The contract's own refusals, by key. A schema names one (`{ error: 'date_form' }`); the
// backend words it in the request's language (server/rest/contract-words.ts). Zod's own issues
// (wrong type, out of range, too long) are worded by the backend from the issue.
const contractMessages = [
  'required',
  'date_form',
  'date_missing',
  'end_before_start',
  'oman_mobile',
  'full_phone',
  'next_service_before_current',
  'unreadable_text',
  'province_or_country',
  'search_too_short',
  'device_token_endpoint',
  'phone_or_user_id',
  'app_or_web_link',
] as const

export type ContractMessage = (typeof contractMessages)[number]

export function isContractMessage(value: string): value is ContractMessage {
  return (contractMessages as readonly string[]).includes(value)
}

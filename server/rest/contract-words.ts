// The contract's own refusals (shared/contracts/rest/messages.ts), worded for people: a schema
// names one by its key and the backend says it in the request's language.
import type { ContractMessage } from '#shared/contracts/rest/messages.ts'
import { msg, type Message } from '../i18n/message.ts'

export const contractWords: Record<ContractMessage, Message> = {
  required: msg('This field is required.'),
  date_form: msg('Use the YYYY-MM-DD form.'),
  date_missing: msg('This date does not exist.'),
  end_before_start: msg('The end date must be on or after the start date.'),
  oman_mobile: msg('Enter +968 and the 8-digit mobile number.'),
  full_phone: msg('Enter the country code and the mobile number.'),
  next_service_before_current: msg('The next service must be at or after the current odometer.'),
  unreadable_text: msg(
    'This text has characters that cannot be kept (a NUL or a broken character).',
  ),
  province_or_country: msg('Choose a province or a country.'),
  search_too_short: msg('Type at least 3 characters.'),
  device_token_endpoint: msg('device_token must be the subscription endpoint.'),
  phone_or_user_id: msg('Give the phone or the user_id of the person.'),
  app_or_web_link: msg('Use a path inside the app (/…) or an http(s) address.'),
}

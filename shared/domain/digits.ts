// The one normalizer of numbers people type: Arabic keyboards type Arabic-Indic digits
// (٠١٢…٩) or Persian ones (۰۱۲…۹); every numeric field, search and code reads them as the
// Western digits the app keeps and sends.

/** The digits a field accepts, as a character-class body: Western, Arabic-Indic, Persian. */
export const ANY_DIGIT = '0-9\u0660-\u0669\u06f0-\u06f9'

const easternDigit = /[\u0660-\u0669\u06f0-\u06f9]/g

export function westernDigits(value: string): string {
  // Both ranges end in 0–9 in their last four bits: ٣ is U+0663, ۳ is U+06F3.
  return value.replace(easternDigit, (digit) => String(digit.charCodeAt(0) & 0xf))
}

/** What a person typed, kept to its digits (separators, spaces and letters dropped). */
export function onlyDigits(value: string): string {
  return westernDigits(value).replace(/\D/g, '')
}

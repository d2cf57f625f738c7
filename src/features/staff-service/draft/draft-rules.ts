// The flow's validation rules (spec 3, section 5), apart from the screens so they are easy to
// test.
import { onlyDigits } from '#shared/domain/digits.ts'
import { phoneProblem } from '#shared/domain/phone-rules.ts'
import type { CustomerInfo } from '../api/types.ts'
import type { ServiceDraft } from './service-draft.ts'

// Odometer and interval: digits only; commas, spaces and Arabic-Indic digits are tidied away.
export function digitsOnly(value: string): string {
  return onlyDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, 7)
}

export function withThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

// Next on the customer step is disabled while the phone, the odometer or the name is
// missing, unless the customer holds coupons (is_coupon): then it is enabled and a press
// explains what is missing.
export function customerNextDisabled(draft: ServiceDraft, info: CustomerInfo | null): boolean {
  if (phoneProblem(draft.dialCode, draft.mobile) !== null || !info) return true
  if (info.is_coupon) return false
  return draft.odometer === '' || info.full_name.trim() === ''
}

// Going on needs a name, a car and an odometer reading (new_service.errors.invalid).
export function customerStepComplete(draft: ServiceDraft, info: CustomerInfo | null): boolean {
  return (
    info !== null &&
    info.full_name.trim() !== '' &&
    info.cars.length > 0 &&
    draft.userCarId !== null &&
    draft.odometer !== ''
  )
}

// What Next on the customer step marks as missing, each under its field.
export function customerStepProblems(
  draft: ServiceDraft,
  info: CustomerInfo | null,
): { name: boolean; car: boolean; odometer: boolean } {
  return {
    name: info !== null && info.full_name.trim() === '',
    car: info !== null && (info.cars.length === 0 || draft.userCarId === null),
    odometer: draft.odometer === '',
  }
}

// /select-service/ without any of these has nothing to work on (spec 2.2).
export function draftIsEmpty(draft: ServiceDraft): boolean {
  return (
    draft.mobile === '' && draft.odometer === '' && draft.userCarId === null && draft.carName === ''
  )
}

export type SelectProblem = 'select_category' | 'select_service' | 'fill_odometer_value'

export function selectStepProblem(draft: ServiceDraft): SelectProblem | null {
  if (draft.categoryId === null && draft.lines.length === 0) return 'select_category'
  if (draft.lines.length === 0) return 'select_service'
  if (draft.interval === '' || Number(draft.interval) === 0) return 'fill_odometer_value'
  return null
}

// Disabled only while neither a line nor an interval is there; otherwise a press names the
// one still missing.
export function selectNextDisabled(draft: ServiceDraft): boolean {
  return draft.lines.length === 0 && draft.interval === ''
}

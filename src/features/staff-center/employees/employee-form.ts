// The add-employee form's rules (spec 3, section 5): every field filled before Add is
// enabled; the phone is digits only, no longer than an Omani number, sent with +968.
import { cleanPhoneInput, defaultPhoneCountry, phoneCountryOf } from '#shared/domain/phone-rules.ts'

export interface EmployeeForm {
  firstName: string
  lastName: string
  phone: string
}

export const emptyEmployeeForm: EmployeeForm = { firstName: '', lastName: '', phone: '' }

export const omanCountry = phoneCountryOf('968') ?? defaultPhoneCountry

export const cleanEmployeePhone = (value: string): string => cleanPhoneInput(value, omanCountry)

export function isFilled(form: EmployeeForm): boolean {
  return [form.firstName, form.lastName, form.phone].every((value) => value.trim() !== '')
}

export function isWholePhone(phone: string): boolean {
  return phone.length === omanCountry.digits
}

export function employeePayload(form: EmployeeForm) {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    phone_number: `+${omanCountry.dialCode}${form.phone}`,
  }
}

// The countries of the phone field, named in the interface language. Short names, so the
// chosen country fits beside the number on a phone.
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PhoneCountry } from '#shared/domain/phone-rules.ts'

export const countryNames: Record<PhoneCountry['iso'], MessageDescriptor> = {
  OM: msg`Oman`,
  AE: msg`UAE`,
  TR: msg`Turkey`,
  CA: msg`Canada`,
}

import type { SessionUser } from '../../api/session-store.ts'
import type { AddressPerson } from '../../entities/address/address-form-values.ts'

/** The signed-in person as an address names them: names and phone with its country code. */
export function personOf(user: SessionUser | null): AddressPerson {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ? `+${user.countryCode}${user.phone}` : '',
  }
}

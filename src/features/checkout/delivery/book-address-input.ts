// What is sent to put a book address on the checkout: only the fields the country's rules
// allow (as the address modal sends), the person's names and phone when the address has none.
import {
  AddressValidationRulesDocument,
  type AddressFormFieldsFragment,
  type AddressInput,
  type CountryCode,
} from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import {
  addressInputOf,
  formValuesOf,
  type AddressPerson,
} from '../../../entities/address/address-form-values.ts'

export async function bookAddressInput(
  address: AddressFormFieldsFragment,
  person: AddressPerson,
): Promise<AddressInput> {
  const rules = await commerceClient()
    .query(AddressValidationRulesDocument, {
      countryCode: (address.country.code || 'OM') as CountryCode,
    })
    .toPromise()
  return addressInputOf(
    formValuesOf(address),
    {
      firstName: address.firstName || person.firstName,
      lastName: address.lastName || person.lastName,
      phone: address.phone || person.phone,
    },
    rules.data?.addressValidationRules?.allowedFields ?? null,
  )
}

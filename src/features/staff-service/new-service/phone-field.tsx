import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Popover.css'
import { Group, Select, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  cleanPhoneInput,
  phoneCountries,
  phoneCountryOf,
  phoneProblem,
} from '#shared/domain/phone-rules.ts'

// Country code and the customer's mobile: digits only, no longer than the country allows.
export function PhoneField(props: {
  dialCode: string
  mobile: string
  onChange: (dialCode: string, mobile: string) => void
}) {
  const { t, i18n } = useLingui()
  const [touched, setTouched] = useState(props.mobile !== '')
  const country = phoneCountryOf(props.dialCode)
  const problem = phoneProblem(props.dialCode, props.mobile)
  const error = !touched
    ? null
    : problem === 'country_code_invalid'
      ? t`Choose the country code`
      : problem === 'required'
        ? t`Enter the customer's mobile number`
        : problem === 'mobile_invalid'
          ? t`Phone number must be ${country?.digits ?? 8} digits`
          : null
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Select
        label={t`Country code`}
        // The field shows the code alone ("+971 United" was all a phone had room for); the list
        // names each country.
        w={104}
        data={phoneCountries.map((option) => ({
          value: option.dialCode,
          label: `+${option.dialCode}`,
        }))}
        renderOption={({ option }) => {
          const named = phoneCountryOf(option.value)
          return `${option.label} ${named ? (i18n.locale === 'ar' ? named.nameAr : named.nameEn) : ''}`
        }}
        classNames={{ input: 'ltr-number' }}
        value={country ? country.dialCode : null}
        onChange={(value) => {
          const next = phoneCountryOf(value)
          props.onChange(value ?? '', next ? cleanPhoneInput(props.mobile, next) : props.mobile)
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="country-code"
      />
      <TextInput
        label={t`Customer mobile`}
        style={{ flex: 1 }}
        value={props.mobile}
        onChange={(event) => {
          const value = event.currentTarget.value
          props.onChange(props.dialCode, country ? cleanPhoneInput(value, country) : value)
        }}
        onBlur={() => setTouched(true)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={country?.digits ?? 10}
        dir="ltr"
        error={error}
        data-testid="customer-phone"
      />
    </Group>
  )
}

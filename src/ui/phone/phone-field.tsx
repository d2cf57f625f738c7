import '@mantine/core/styles/Input.css'
import { Input, NativeSelect, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { onlyDigits } from '#shared/domain/digits.ts'
import { cleanPhoneInput, phoneCountries, phoneCountryOf } from '#shared/domain/phone-rules.ts'
import { countryNames } from './country-names.ts'
import classes from './phone-field.module.css'

// Country code and local number: a person's own at sign-in, a customer's in the staff flow. The
// number takes digits only (Arabic-Indic digits become Western ones), no more than the country
// has; the pair reads left to right in Arabic too, the way a phone number is written.
export function PhoneField(props: {
  dialCode: string
  mobile: string
  onChange: (dialCode: string, mobile: string) => void
  /** The number's name ("Mobile number", "Customer mobile"). */
  label: string
  error: string | null
  onBlur?: () => void
  disabled?: boolean
  /** Someone else's number (a customer's): the browser offers none of its saved ones. */
  othersNumber?: boolean
  mobileTestId?: string
}) {
  const { t, i18n } = useLingui()
  const country = phoneCountryOf(props.dialCode)
  const digits = country?.digits ?? 0
  const options = phoneCountries.map((item) => ({
    value: item.dialCode,
    label: `+${item.dialCode} ${i18n._(countryNames[item.iso])}`,
  }))
  return (
    <Input.Wrapper label={props.label} error={props.error} errorProps={{ role: 'alert' }}>
      <div className={classes.phoneRow} dir="ltr">
        <NativeSelect
          className={classes.countrySelect}
          aria-label={t`Country code`}
          data={country ? options : [{ value: '', label: t`Country code` }, ...options]}
          value={country ? country.dialCode : ''}
          onChange={(event) => {
            const next = phoneCountryOf(event.currentTarget.value)
            props.onChange(
              event.currentTarget.value,
              next ? cleanPhoneInput(props.mobile, next) : props.mobile,
            )
          }}
          disabled={props.disabled}
          size="md"
          data-testid="country-code"
        />
        <TextInput
          className={classes.phoneInput}
          aria-label={props.label}
          placeholder={country ? t`${digits} digits` : ''}
          inputMode="numeric"
          autoComplete={props.othersNumber ? 'off' : 'tel-national'}
          value={props.mobile}
          onChange={(event) => {
            const value = event.currentTarget.value
            props.onChange(
              props.dialCode,
              country ? cleanPhoneInput(value, country) : onlyDigits(value),
            )
          }}
          onBlur={props.onBlur}
          error={props.error !== null}
          disabled={props.disabled}
          size="md"
          data-testid={props.mobileTestId ?? 'mobile'}
        />
      </div>
    </Input.Wrapper>
  )
}

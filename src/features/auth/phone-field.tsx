import '@mantine/core/styles/Input.css'
import { Input, NativeSelect, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { onlyDigits } from '#shared/domain/digits.ts'
import { cleanPhoneInput, phoneCountries, phoneCountryOf } from '#shared/domain/phone-rules.ts'
import classes from './auth.module.css'
import { countryNames } from './country-names.ts'

// Country code and local number. The number takes digits only (Arabic-Indic digits become
// Western ones), no more than the country has; the pair reads left to right in Arabic too,
// the way a phone number is written.
export function PhoneField(props: {
  countryCode: string
  mobile: string
  onCountryCode: (value: string) => void
  onMobile: (value: string) => void
  error: string | null
  disabled?: boolean
}) {
  const { t, i18n } = useLingui()
  const country = phoneCountryOf(props.countryCode)
  const digits = country?.digits ?? 0
  const options = phoneCountries.map((item) => ({
    value: item.dialCode,
    label: `+${item.dialCode} ${i18n._(countryNames[item.iso])}`,
  }))
  return (
    <Input.Wrapper label={t`Mobile number`} error={props.error} errorProps={{ role: 'alert' }}>
      <div className={classes.phoneRow} dir="ltr">
        <NativeSelect
          className={classes.countrySelect}
          aria-label={t`Country code`}
          data={country ? options : [{ value: '', label: t`Country code` }, ...options]}
          value={country ? country.dialCode : ''}
          onChange={(event) => {
            const next = phoneCountryOf(event.currentTarget.value)
            props.onCountryCode(event.currentTarget.value)
            if (next) props.onMobile(cleanPhoneInput(props.mobile, next))
          }}
          disabled={props.disabled}
          size="md"
          data-testid="country-code"
        />
        <TextInput
          className={classes.phoneInput}
          aria-label={t`Mobile number`}
          placeholder={country ? t`${digits} digits` : ''}
          inputMode="numeric"
          autoComplete="tel-national"
          value={props.mobile}
          onChange={(event) => {
            const value = event.currentTarget.value
            props.onMobile(country ? cleanPhoneInput(value, country) : onlyDigits(value))
          }}
          error={props.error !== null}
          disabled={props.disabled}
          size="md"
          data-testid="mobile"
        />
      </div>
    </Input.Wrapper>
  )
}

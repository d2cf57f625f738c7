import '@mantine/core/styles/Input.css'
// The address fields of the modal's 360 px sheet. The province is the map's (read-only); the
// submit button stays disabled until the form's rules hold; a field says what is wrong once it
// has been left.
import { useState, type FormEvent } from 'react'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import {
  checkAddressForm,
  MAX_TEXT,
  postalCodeInput,
  type AddressField,
  type AddressFormValues,
  type AddressProblem,
} from './address-form-values.ts'
import classes from './address-modal.module.css'

export function AddressForm(props: {
  values: AddressFormValues
  onChange: (values: AddressFormValues) => void
  onSubmit: () => void
  onChangeLocation: () => void
  submitting: boolean
  submitLabel: string
  /** What the server said of a field, under it until the field changes. */
  serverErrors: Partial<Record<AddressField, string>>
}) {
  const { t } = useLingui()
  const { values, onChange } = props
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({})
  const problems = checkAddressForm(values)
  const valid = Object.keys(problems).length === 0

  const messages: Record<AddressField, Partial<Record<AddressProblem, string>>> = {
    companyName: { tooLong: t`Use at most 255 characters.` },
    streetAddress1: {
      required: t`Enter the street address.`,
      tooLong: t`Use at most 255 characters.`,
    },
    streetAddress2: {
      required: t`Choose the location on the map to set the province.`,
      tooLong: t`Use at most 255 characters.`,
    },
    city: { required: t`Enter the city.`, tooLong: t`Use at most 255 characters.` },
    postalCode: {
      required: t`Enter the postal code.`,
      threeDigits: t`The postal code must be exactly 3 digits.`,
    },
  }
  const errorOf = (field: AddressField) => {
    const problem = problems[field]
    // The province cannot be typed: say at once when the map gave none.
    const shown = touched[field] || (field === 'streetAddress2' && values.location !== null)
    return problem && shown ? messages[field][problem] : props.serverErrors[field]
  }
  const field = (name: AddressField) => ({
    value: values[name],
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: errorOf(name),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (valid && !props.submitting) props.onSubmit()
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Address details`}>
      <Stack gap="sm">
        <TextInput
          label={t`Address name`}
          description={t`For example Home or Office`}
          maxLength={MAX_TEXT}
          {...field('companyName')}
          onChange={(event) => onChange({ ...values, companyName: event.currentTarget.value })}
        />
        <TextInput
          label={t`Street address`}
          required
          maxLength={MAX_TEXT}
          {...field('streetAddress1')}
          onChange={(event) => onChange({ ...values, streetAddress1: event.currentTarget.value })}
        />
        <TextInput
          label={t`Province`}
          required
          readOnly
          description={t`Set by the location on the map`}
          {...field('streetAddress2')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t`City`}
            required
            maxLength={MAX_TEXT}
            {...field('city')}
            onChange={(event) => onChange({ ...values, city: event.currentTarget.value })}
          />
          <TextInput
            label={t`Postal code`}
            required
            inputMode="numeric"
            maxLength={3}
            classNames={{ input: 'ltr-number' }}
            {...field('postalCode')}
            onChange={(event) =>
              onChange({ ...values, postalCode: postalCodeInput(event.currentTarget.value) })
            }
          />
        </Group>
        {/* The buttons stay in view at the foot of the sheet, however long the messages make
            the form. */}
        <Group grow gap="sm" className={classes.actions} data-testid="address-actions">
          <Button
            variant="default"
            leftSection={<IconMapPin size={18} />}
            onClick={props.onChangeLocation}
          >
            {t`Change location`}
          </Button>
          <Button type="submit" disabled={!valid} loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

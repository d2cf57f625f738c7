import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Checkbox.css'
// The billing address: the shipping address unless unticked, then one of the person's
// addresses, chosen in the billing drawer.
import { useState } from 'react'
import { Button, Checkbox, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { AddressFormFieldsFragment } from '../../../api/generated/commerce.ts'
import { AddressChoiceDrawer } from '../../../entities/address/address-choice-drawer.tsx'
import { addressLines } from '../../../entities/address/address-lines.ts'
import { AddressText } from '../../../entities/address/address-text.tsx'
import classes from './payment.module.css'

export function BillingAddress(props: {
  sameAsShipping: boolean
  /** The person's addresses to choose from (asked for once "same" is unticked). */
  addresses: readonly AddressFormFieldsFragment[]
  chosen: AddressFormFieldsFragment | null
  disabled: boolean
  onSameChange: (same: boolean) => void
  onChoose: (address: AddressFormFieldsFragment) => void
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const { addresses } = props
  const lines = props.chosen ? addressLines(props.chosen, i18n.locale) : null
  return (
    <div className={classes.section}>
      <Stack gap="sm">
        <Text fw={600}>{t`Billing address`}</Text>
        <Checkbox
          checked={props.sameAsShipping}
          disabled={props.disabled}
          label={t`Same as the shipping address`}
          data-testid="billing-same"
          onChange={(event) => {
            const same = event.currentTarget.checked
            props.onSameChange(same)
            if (!same && !props.chosen) setOpen(true)
          }}
        />
        {!props.sameAsShipping && (
          <>
            {lines ? (
              <AddressText lines={lines} data-testid="billing-chosen" />
            ) : (
              <Text size="sm" c="red.8">
                {t`Choose the billing address.`}
              </Text>
            )}
            <Button variant="light" disabled={props.disabled} onClick={() => setOpen(true)}>
              {t`Choose billing address`}
            </Button>
          </>
        )}
      </Stack>
      <AddressChoiceDrawer
        opened={open}
        onClose={() => setOpen(false)}
        title={t`Billing address`}
        addresses={addresses}
        selectedId={props.chosen?.id ?? null}
        onChoose={(address) => {
          props.onChoose(address)
          setOpen(false)
        }}
      />
    </div>
  )
}

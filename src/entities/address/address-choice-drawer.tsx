// Choosing one of the person's addresses in a bottom drawer (the spec's billing drawer, 460 px
// high): the checkout's payment step offers it when the billing address is not the shipping
// one. Adding a new address from here is the caller's (it opens the address modal).
import { Button, Radio, Stack, Text } from '@mantine/core'
import { Drawer } from '../../ui/dialogs/dialogs.tsx'
import { IconPlus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { AddressFormFieldsFragment } from '../../api/generated/commerce.ts'
import { addressLines } from './address-lines.ts'
import { AddressRadioCard, onAddressId } from './address-radio-card.tsx'

const BILLING_DRAWER_HEIGHT = 460

export function AddressChoiceDrawer(props: {
  opened: boolean
  onClose: () => void
  title: string
  addresses: readonly AddressFormFieldsFragment[]
  selectedId: string | null
  onChoose: (address: AddressFormFieldsFragment) => void
  onAdd?: () => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size={BILLING_DRAWER_HEIGHT}
      title={props.title}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="sm">
        {props.addresses.length === 0 ? (
          <Text c="dimmed">{t`You have no saved addresses yet.`}</Text>
        ) : (
          <Radio.Group
            value={props.selectedId}
            onChange={onAddressId(props.addresses, props.onChoose)}
          >
            <Stack gap="sm">
              {props.addresses.map((address) => (
                <AddressRadioCard
                  key={address.id}
                  value={address.id}
                  lines={addressLines(address, i18n.locale)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {props.onAdd && (
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={props.onAdd}>
            {t`Add a new address`}
          </Button>
        )}
      </Stack>
    </Drawer>
  )
}

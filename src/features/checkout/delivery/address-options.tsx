// The person's addresses to deliver to, one chosen; each can be edited, and a tile adds one.
import { ActionIcon, Group, Radio, Stack, UnstyledButton } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { AddressFormFieldsFragment } from '../../../api/generated/commerce.ts'
import { addressLines } from '../../../entities/address/address-lines.ts'
import { AddressRadioCard, onAddressId } from '../../../entities/address/address-radio-card.tsx'
import classes from './delivery.module.css'

export function AddressOptions(props: {
  addresses: readonly AddressFormFieldsFragment[]
  selectedId: string | null
  disabled: boolean
  onChoose: (address: AddressFormFieldsFragment) => void
  onEdit: (address: AddressFormFieldsFragment) => void
  onAdd: () => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Stack gap="sm">
      <Radio.Group
        value={props.selectedId}
        label={t`Delivery address`}
        onChange={onAddressId(props.addresses, props.onChoose)}
      >
        <Stack gap="sm" mt="xs">
          {props.addresses.map((address) => {
            const lines = addressLines(address, i18n.locale)
            const title = lines.title || t`Address`
            return (
              <Group key={address.id} wrap="nowrap" gap={4} align="stretch">
                <AddressRadioCard
                  value={address.id}
                  lines={lines}
                  disabled={props.disabled}
                  className={classes.option}
                  data-testid="delivery-address"
                  textProps={{ miw: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  my="auto"
                  aria-label={t`Edit ${title}`}
                  onClick={() => props.onEdit(address)}
                >
                  <IconPencil size={20} />
                </ActionIcon>
              </Group>
            )
          })}
        </Stack>
      </Radio.Group>
      <UnstyledButton className={classes.addTile} onClick={props.onAdd} data-testid="add-address">
        <IconPlus size={20} />
        {t`Add a new address`}
      </UnstyledButton>
    </Stack>
  )
}

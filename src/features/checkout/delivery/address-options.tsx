import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
// The person's addresses to deliver to, one chosen; each can be edited, and a tile adds one.
import { ActionIcon, Group, Radio, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPencil, IconPlus } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { AddressFormFieldsFragment } from '../../../api/generated/commerce.ts'
import { addressLines } from '../../../ui/address/address-lines.ts'
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
        onChange={(id) => {
          const chosen = props.addresses.find((address) => address.id === id)
          if (chosen) props.onChoose(chosen)
        }}
      >
        <Stack gap="sm" mt="xs">
          {props.addresses.map((address) => {
            const lines = addressLines(address, i18n.locale)
            const title = lines.title || t`Address`
            return (
              <Group key={address.id} wrap="nowrap" gap={4} align="stretch">
                <Radio.Card
                  value={address.id}
                  radius="md"
                  p="sm"
                  disabled={props.disabled}
                  className={classes.option}
                  data-testid="delivery-address"
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator size="sm" mt={4} />
                    <Stack gap={0} miw={0}>
                      <Text fw={700}>{title}</Text>
                      <Text size="sm">{lines.street}</Text>
                      <Text size="sm" c="dimmed" tt="capitalize">
                        {lines.place}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
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

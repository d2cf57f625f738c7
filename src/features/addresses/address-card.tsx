import '@mantine/core/styles/Card.css'
import { Card, Group, Stack, Text } from '@mantine/core'
import { IconMapPin } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { AddressFormFieldsFragment } from '../../api/generated/commerce.ts'
import { RowActions } from '../../ui/lists/row-actions.tsx'
import { addressLines } from '../../entities/address/address-lines.ts'
import classes from './addresses.module.css'

// One address of the book: its name (company name), street address and city.
export function AddressCard(props: {
  address: AddressFormFieldsFragment
  onEdit: () => void
  onDelete: () => void
}) {
  const { t, i18n } = useLingui()
  const lines = addressLines(props.address, i18n.locale)
  const name = lines.title || t`Address`
  return (
    <Card withBorder radius="md" padding="md" data-testid="address-card">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconMapPin size={22} className={classes.icon} aria-hidden />
        <Stack gap={2} flex={1} miw={0} className="wraps-long-words">
          <Text fw={700}>{name}</Text>
          <Text size="sm">{lines.street}</Text>
          <Text size="sm" c="dimmed" className={classes.city}>
            {lines.place}
          </Text>
        </Stack>
        <RowActions name={name} onEdit={props.onEdit} onDelete={props.onDelete} />
      </Group>
    </Card>
  )
}

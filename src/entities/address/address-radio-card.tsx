import '@mantine/core/styles/RadioCard.css'
import '@mantine/core/styles/RadioIndicator.css'
import { Group, Radio, type RadioCardProps, type StackProps } from '@mantine/core'
import type { AddressFormFieldsFragment } from '../../api/generated/commerce.ts'
import type { addressLines } from './address-lines.ts'
import { AddressText } from './address-text.tsx'

// One of the person's addresses to pick in a Radio.Group (the delivery step, the billing drawer).
export function AddressRadioCard(
  props: {
    value: string
    lines: ReturnType<typeof addressLines>
    textProps?: Omit<StackProps, 'children'>
  } & Omit<RadioCardProps, 'children' | 'value'>,
) {
  const { lines, textProps, ...card } = props
  return (
    <Radio.Card radius="md" p="sm" {...card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator size="sm" mt={4} />
        <AddressText lines={lines} {...textProps} />
      </Group>
    </Radio.Card>
  )
}

// The Radio.Group's change handler: the address with the chosen id, if it is still listed.
export function onAddressId(
  addresses: readonly AddressFormFieldsFragment[],
  onChoose: (address: AddressFormFieldsFragment) => void,
) {
  return (id: string) => {
    const chosen = addresses.find((address) => address.id === id)
    if (chosen) onChoose(chosen)
  }
}

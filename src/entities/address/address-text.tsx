import { Stack, Text, type StackProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { addressLines } from './address-lines.ts'

// An address as its cards show it: the title (or "Address"), the street, then the place.
export function AddressText(
  props: { lines: ReturnType<typeof addressLines> } & Omit<StackProps, 'children'>,
) {
  const { t } = useLingui()
  const { lines, ...stack } = props
  return (
    <Stack gap={0} className="wraps-long-words" {...stack}>
      <Text fw={700}>{lines.title || t`Address`}</Text>
      <Text size="sm">{lines.street}</Text>
      <Text size="sm" c="dimmed" tt="capitalize">
        {lines.place}
      </Text>
    </Stack>
  )
}

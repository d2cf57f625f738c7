import { Button, Group, Stack } from '@mantine/core'
import { useEffect, useState, type ReactNode } from 'react'
import { BottomSheet } from '../../../ui/dialogs/dialogs.tsx'

// A list's one-choice filter in a bottom sheet: the choice starts from the filter in force each
// time it opens, Apply takes it (once there is one), the other button drops the filter.
export function FilterDrawer<V extends number>(props: {
  opened: boolean
  title: string
  value: V | undefined
  /** What a choice can be; the radios' values are these as text. */
  values: readonly V[]
  onClose: () => void
  onApply: (value: V | undefined) => void
  reset: { label: string; testId?: string }
  apply: { label: string; testId: string }
  children: (choice: string, choose: (choice: string) => void) => ReactNode
}) {
  const { opened, value } = props
  const [choice, setChoice] = useState(value === undefined ? '' : String(value))
  useEffect(() => {
    if (opened) setChoice(value === undefined ? '' : String(value))
  }, [opened, value])
  return (
    <BottomSheet opened={opened} onClose={props.onClose} title={props.title}>
      <Stack gap="lg" pb="md">
        {props.children(choice, setChoice)}
        <Group grow gap="sm">
          <Button
            variant="default"
            onClick={() => props.onApply(undefined)}
            data-testid={props.reset.testId}
          >
            {props.reset.label}
          </Button>
          <Button
            disabled={choice === ''}
            onClick={() => props.onApply(props.values.find((known) => String(known) === choice))}
            data-testid={props.apply.testId}
          >
            {props.apply.label}
          </Button>
        </Group>
      </Stack>
    </BottomSheet>
  )
}

import { Button, Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

// A part of a form that could not be read: what went wrong, in one line, and Try again beside it.
export function InlineRetry(props: { message: string; onRetry: () => void; testId?: string }) {
  const { t } = useLingui()
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={props.testId}>
      <Text size="sm" c="red.8">
        {props.message}
      </Text>
      <Button variant="subtle" size="xs" onClick={props.onRetry}>
        {t`Try again`}
      </Button>
    </Group>
  )
}

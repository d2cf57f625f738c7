import { Button, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

// Cancel, then the dialog's own confirming button, at the end of the line.
export function DialogButtons(props: {
  onCancel: () => void
  onConfirm: () => void
  label: string
  saving: boolean
  disabled: boolean
  testId: string
}) {
  const { t } = useLingui()
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        {t`Cancel`}
      </Button>
      <Button
        onClick={props.onConfirm}
        loading={props.saving}
        disabled={props.disabled}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
    </Group>
  )
}

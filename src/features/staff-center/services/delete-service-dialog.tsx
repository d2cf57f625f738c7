import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'

export function DeleteServiceDialog(props: {
  opened: boolean
  deleting: boolean
  onCancel: () => void
  onDelete: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={t`Delete this service?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {t`The service has not been verified by the customer. Deleting it cannot be undone.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.deleting}>
            {t`Cancel`}
          </Button>
          <Button
            color="red"
            onClick={props.onDelete}
            loading={props.deleting}
            data-testid="confirm-delete"
            data-destructive
          >
            {t`Delete`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import '@mantine/core/styles/Modal.css'
import { Button, Group, Text } from '@mantine/core'
import { Modal } from '../../../ui/dialogs/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'

export function DeleteCarDialog(props: {
  opened: boolean
  carName: string
  busy: boolean
  onNo: () => void
  onYes: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal opened={props.opened} onClose={props.onNo} title={t`Delete car`} centered size="sm">
      <Text mb="xs">{t`Are you sure you want to delete this car?`}</Text>
      <Text fw={600} dir="auto" mb="md">
        {props.carName}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onNo} data-testid="delete-no">
          {t`No`}
        </Button>
        <Button color="red" loading={props.busy} onClick={props.onYes} data-testid="delete-yes">
          {t`Yes`}
        </Button>
      </Group>
    </Modal>
  )
}

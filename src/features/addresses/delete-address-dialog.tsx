import '@mantine/core/styles/Modal.css'
import { Button, Group, Modal, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

// "Delete address": No keeps it, Yes deletes it.
export function DeleteAddressDialog(props: {
  name: string | null
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  const name = props.name ?? ''
  return (
    <Modal
      opened={props.name !== null}
      onClose={props.onCancel}
      title={t`Delete address`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text mb="lg">{t`Are you sure you want to delete the address “${name}”?`}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.deleting}>
          {t`No`}
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.deleting}>
          {t`Yes`}
        </Button>
      </Group>
    </Modal>
  )
}

import '@mantine/core/styles/Modal.css'
import { Button, Group, Text } from '@mantine/core'
import { Modal } from '../../ui/dialogs/dialogs.tsx'
import { Trans, useLingui } from '@lingui/react/macro'

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
      {/* The name is isolated: a Latin name inside the Arabic question keeps its own order and
          leaves the question's punctuation where it belongs. */}
      <Text mb="lg" data-testid="delete-address-question">
        <Trans>
          Are you sure you want to delete the address “<bdi>{name}</bdi>”?
        </Trans>
      </Text>
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

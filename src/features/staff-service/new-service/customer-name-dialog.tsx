import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/Input.css'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { Modal } from '../../../app/dialogs.tsx'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { toRestError } from '../../../api/rest.ts'
import { toast } from '../../../app/toasts.tsx'
import { saveCustomerName } from '../api/customer-info.ts'
import type { CustomerInfo } from '../api/types.ts'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

// Offered for a customer without a name; no validation is shown (the spec), Save simply waits
// for something to save. What was typed stays when saving fails.
export function CustomerNameDialog(props: {
  opened: boolean
  phone: string
  onClose: () => void
  onSaved: (info: CustomerInfo) => void
}) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [saving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    try {
      const info = await saveCustomerName(props.phone, { firstName, lastName })
      props.onSaved(info)
      props.onClose()
    } catch (error) {
      toast.error(failureText(await toRestError(error)))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Customer name`} centered>
      <Stack gap="sm">
        <TextInput
          label={t`First name`}
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          data-autofocus
          data-testid="customer-first-name"
        />
        <TextInput
          label={t`Last name`}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          data-testid="customer-last-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t`Cancel`}
          </Button>
          <Button
            onClick={save}
            loading={saving}
            disabled={`${firstName}${lastName}`.trim() === ''}
            data-testid="save-customer-name"
          >
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
